/** Mission calls on /lgw (contract/calls/missions.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import * as calls from '../../../contract/calls/missions.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireMember } from '../identity/index.ts';
import { claimMission, missionLeaderboard, missionSummary } from './service.ts';

export function missionRoutes(lgw: FastifyInstance, ctx: PlatformContext): void {
  lgw.get('/mission/summary', async (request) => {
    parseInput(request, calls.missionSummary.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.missionSummary>>(await missionSummary(ctx, member, requestLanguage(request)));
  });

  lgw.post('/mission/claim', async (request) => {
    const { missionId } = parseInput(request, calls.claimMission.body, request.body ?? {});
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.claimMission>>(
      await claimMission(ctx, member, missionId, requestLanguage(request)),
    );
  });

  lgw.get('/mission/leaderboard', async (request) => {
    const { period } = parseInput(request, calls.missionLeaderboard.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.missionLeaderboard>>(await missionLeaderboard(ctx, member, period ?? 'weekly'));
  });
}
