/** SQL for the avatar a member chose: one row per member, replaced on each choice. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_AVATAR, isAvatar, type Avatar } from '../../../contract/rules/avatars.ts';

export async function avatarOf(db: Kysely<Database>, memberId: number): Promise<Avatar> {
  const row = await db
    .selectFrom('member_avatars')
    .select('avatar')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  // A name no longer in the set (an avatar retired later) falls back to the default.
  return row && isAvatar(row.avatar) ? row.avatar : DEFAULT_AVATAR;
}

export async function saveAvatar(db: Kysely<Database>, memberId: number, avatar: Avatar, at: string): Promise<void> {
  await db
    .insertInto('member_avatars')
    .values({ member_id: memberId, avatar, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ avatar, updated_at: at }))
    .execute();
}
