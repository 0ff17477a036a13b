/** The member centre's messages: every key of locales/<lang>/member.json and the area files that join it. */
import type { MessageKey } from '../../lib/i18n/translate.ts';
import { CONTRACT_PREFIX } from '../agent/contracts/messages.ts';

export const MEMBER_PREFIXES = [
  'pagination.',
  'centre.',
  'money.',
  'wallet.',
  'inbox.',
  'security.',
  'transfer.',
  'deposit.',
  'withdraw.',
  'record.',
  'bets.',
  'feedback.',
  'avatar.',
  'profit.',
  'rebate.',
  'reward.',
  // The agent contract pages (src/islands/agent/contracts), shown in the member centre until the agent centre has them.
  CONTRACT_PREFIX,
  'mission.',
  'referral.',
] as const;

type MemberPrefixed = Extract<MessageKey, `${(typeof MEMBER_PREFIXES)[number]}${string}`>;
export type MemberMessageKey = MemberPrefixed;
export type MemberMessages = Record<MemberMessageKey, string>;

export function isMemberKey(key: string): key is MemberMessageKey {
  return MEMBER_PREFIXES.some((prefix) => key.startsWith(prefix));
}
