/** Server side: the keys of the account forms' message group (see src/islands/auth/messages.ts). */
import { EN_MESSAGES } from './message-files.ts';
import { isAuthKey } from '../../islands/auth/messages.ts';
import type { MessageKey } from './translate.ts';

export const AUTH_MESSAGE_KEYS = (Object.keys(EN_MESSAGES) as MessageKey[]).filter(isAuthKey);
