/** Server side: the keys of the account forms' message group (see src/islands/auth/messages.ts). */
import enCommon from '../../../locales/en/common.json';
import { isAuthKey } from '../../islands/auth/messages.ts';
import type { MessageKey } from './translate.ts';

export const AUTH_MESSAGE_KEYS = (Object.keys(enCommon) as MessageKey[]).filter(isAuthKey);
