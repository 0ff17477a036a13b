/** The query most GET calls take: the page's language, which the `language` header also carries. */
import { z } from '../zod.ts';

export const languageQuery = z.object({ language: z.string().max(16).optional() }).strict();
export const emptyBody = z.object({}).strict();
