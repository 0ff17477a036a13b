/** The agent contract pages' messages: every key of locales/<lang>/contracts.json. */
import type { MessageKey } from '../../../lib/i18n/translate.ts';

export const CONTRACT_PREFIX = 'contracts.';

export type ContractMessageKey = Extract<MessageKey, `contracts.${string}`>;
export type ContractMessages = Record<ContractMessageKey, string>;

export function isContractKey(key: string): key is ContractMessageKey {
  return key.startsWith(CONTRACT_PREFIX);
}
