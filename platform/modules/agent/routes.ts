/** Agent centre calls on /wps/agent (contract/calls/agent.ts): each one for agents only, about their own team. */
import type { FastifyInstance } from 'fastify';
import * as calls from '../../../contract/calls/agent.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { requireAgent } from './access.ts';
import { agentAnnouncements } from './announcements.ts';
import { invitationCode, registerDownline } from './downline-registration.ts';
import { income } from './income.ts';
import { invitationLink } from './invitation-link.ts';
import { betting, members, overview, profit } from './team.ts';

export function agentRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/agent/announcements', async (request) => {
    const q = parseInput(request, calls.agentAnnouncements.query, request.query);
    await requireAgent(ctx, request);
    return answer(calls.agentAnnouncements, await agentAnnouncements(ctx, requestLanguage(request), q));
  });

  wps.get('/agent/team/overview', async (request) => {
    const q = parseInput(request, calls.teamOverview.query, request.query);
    const agent = await requireAgent(ctx, request);
    return answer(calls.teamOverview, await overview(ctx, agent, q));
  });

  wps.get('/agent/team/members', async (request) => {
    const q = parseInput(request, calls.teamMembers.query, request.query);
    const agent = await requireAgent(ctx, request);
    return answer(calls.teamMembers, await members(ctx, agent, q));
  });

  wps.get('/agent/team/betting', async (request) => {
    const q = parseInput(request, calls.teamBetting.query, request.query);
    const agent = await requireAgent(ctx, request);
    return answer(calls.teamBetting, await betting(ctx, agent, q));
  });

  wps.get('/agent/team/profit', async (request) => {
    const q = parseInput(request, calls.teamProfit.query, request.query);
    const agent = await requireAgent(ctx, request);
    return answer(calls.teamProfit, await profit(ctx, agent, q));
  });

  wps.get('/agent/income', async (request) => {
    const q = parseInput(request, calls.agentIncome.query, request.query);
    const agent = await requireAgent(ctx, request);
    return answer(calls.agentIncome, await income(ctx, agent, q));
  });

  wps.get('/agent/invitation', async (request) => {
    parseInput(request, calls.agentInvitation.query, request.query);
    const agent = await requireAgent(ctx, request);
    const code = await invitationCode(ctx, agent);
    return answer(calls.agentInvitation, {
      code,
      link: invitationLink(ctx.config.publicUrl, code, requestLanguage(request)),
    });
  });

  wps.put('/agent/team/register', async (request) => {
    const agent = await requireAgent(ctx, request);
    const payload = parseInput(request, calls.registerDownline.sealed, await ctx.bodies.open(request.body));
    return answer(calls.registerDownline, await registerDownline(ctx, agent, payload, request.ip));
  });
}
