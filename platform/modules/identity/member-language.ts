/**
 * The language a member chose (spec 4 "Language change: ... notify the server"), kept with the member so what the
 * platform writes to them outside a page (SMS codes, mail) and their messages come in that language.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toMessageLanguage, type MessageLanguage } from '../../http/language.ts';

export async function storeMemberLanguage(
  db: Kysely<Database>,
  memberId: number,
  language: MessageLanguage,
): Promise<void> {
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
}

/** The member's chosen language, else the one the request speaks (a member who never chose keeps today's behaviour). */
export function memberLanguage(
  member: { language: string | null } | undefined,
  fallback: MessageLanguage,
): MessageLanguage {
  return toMessageLanguage(member?.language) ?? fallback;
}
