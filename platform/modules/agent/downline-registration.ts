/**
 * Register account (spec 2): the agent registers a member or an agent directly under them, through the same checks
 * as the public form (accounts/registration.ts). Nobody is logged in: the agent stays the agent. A new agent gets
 * its own invitation code, so its link works at once.
 */
import { randomInt } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { over } from '../../limits/rate-limiter.ts';
import type { DownlineRegistration } from '../../../contract/calls/agent.ts';
import type { MemberRow } from '../identity/index.ts';
import { createMember } from '../accounts/index.ts';
import { affiliateCodeOf, setAffiliateCode } from './repository.ts';

/** Far above a person's pace of registering downlines by hand, far below a script's. */
const REGISTRATIONS_PER_AGENT_PER_HOUR = 60;
/** The account type of an agent registered by an agent (a sub-agent); 1 is the operator's top-level agent. */
export const SUB_AGENT_TYPE = 2;

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A fresh invitation code: 8 of 32 unambiguous characters (2^40 codes), so a collision with the unique index is
 * practically nil; one would be refused by the index and the agent would simply submit again.
 */
export function newInvitationCode(): string {
  return Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
}

export async function registerDownline(
  ctx: PlatformContext,
  agent: MemberRow,
  payload: DownlineRegistration,
  ip: string,
) {
  const hits = await ctx.limiter.hit(`agent-register:${agent.id}`, 3_600_000, REGISTRATIONS_PER_AGENT_PER_HOUR);
  if (over(hits, REGISTRATIONS_PER_AGENT_PER_HOUR)) throw new PlatformError(429, 'rate_limited');
  const { kind, ...form } = payload;
  const accountType = kind === 'agent' ? SUB_AGENT_TYPE : 0;
  await createMember(ctx, 'username', form, ip, {
    kind: 'agent',
    agentId: agent.id,
    accountType,
    affiliateCode: kind === 'agent' ? newInvitationCode() : null,
  });
  return { username: form.username!.trim(), accountType, upline: agent.username };
}

/** The agent's invitation code; an agent made without one (by the operator) gets one on first ask. */
export async function invitationCode(ctx: PlatformContext, agent: MemberRow): Promise<string> {
  if (agent.affiliate_code) return agent.affiliate_code;
  await setAffiliateCode(ctx.db, agent.id, newInvitationCode());
  return (await affiliateCodeOf(ctx.db, agent.id))!;
}
