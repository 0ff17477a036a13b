/**
 * The agent centre's message group: every `agent.*` key, and the member centre's keys its sections share (loading,
 * money, the account record). Fetched once as /messages/agent.<locale>.json when the centre first opens.
 */
import { EN_MESSAGES } from '../../lib/i18n/message-files.ts';
import type { MessageKey } from '../../lib/i18n/translate.ts';
import { isMemberKey, type MemberMessageKey } from '../member/messages.ts';

export type AgentMessageKey = Extract<MessageKey, `agent.${string}`> | MemberMessageKey | 'modal.close';
export type AgentMessages = Record<AgentMessageKey, string>;

function isAgentKey(key: string): key is AgentMessageKey {
  return key.startsWith('agent.') || isMemberKey(key) || key === 'modal.close';
}

export const AGENT_MESSAGE_KEYS = (Object.keys(EN_MESSAGES) as MessageKey[]).filter(isAgentKey);
