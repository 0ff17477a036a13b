/**
 * Who may use the agent centre (spec 6): a signed-in account of an agent type (1, 2, 41, 42), and only ever about
 * members of its own downline. Every agent call goes through here first.
 */
import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { AGENT_ACCOUNT_TYPES } from '../../../contract/rules/account-types.ts';
import { requireMember, type MemberRow } from '../identity/index.ts';
import { teamMemberByUsername } from './repository.ts';

export async function requireAgent(ctx: PlatformContext, request: FastifyRequest): Promise<MemberRow> {
  const { member } = await requireMember(ctx, request);
  if (!AGENT_ACCOUNT_TYPES.includes(member.account_type)) throw new PlatformError(403, 'not_agent');
  return member;
}

/**
 * A member of the agent's downline (any level) by username. Anyone else, even one that exists under another
 * agent, is refused with the same answer, so the refusal tells nothing about other teams.
 */
export async function requireInTeam(ctx: PlatformContext, agent: MemberRow, username: string) {
  const found = await teamMemberByUsername(ctx.db, agent.id, ctx.config.merchantCode, username);
  if (!found) throw new PlatformError(403, 'not_in_team');
  return found;
}
