/** The agent contract pages' messages: every key of locales/<lang>/contracts.json. */
import type { MessageKey } from '../../../lib/i18n/translate.ts';

/** The contract pages' message keys all start so; a centre hosting the pages picks its messages by it. */
export const CONTRACT_PREFIX = 'contracts.';

export type ContractMessageKey = Extract<MessageKey, `contracts.${string}`>;
export type ContractMessages = Record<ContractMessageKey, string>;
