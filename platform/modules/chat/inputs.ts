/** Shapes of the chat calls' inputs (checked by zod; anything else is a 400 in the caller's language). */
import { z } from 'zod';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

// The player's inputs are declared in the contract (contract/calls/chat.ts); the operator's calls take the same.
export { languageQuery } from '../../../contract/calls/language-query.ts';
export { afterQuery, chatReadBody as readBody, chatTextBody as textBody } from '../../../contract/calls/chat.ts';
export const idParams = z.object({ id }).strict();
export const loginBody = z.object({ password: z.string().min(1).max(256) }).strict();
