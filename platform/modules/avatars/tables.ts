/** Table types: members' chosen avatars; composed into the database type in platform/db/schema.ts. */

export interface AvatarTables {
  member_avatars: MemberAvatarsTable;
}

/** The avatar a member chose (a name from the committed set); no row means the default one. */
export interface MemberAvatarsTable {
  member_id: number;
  avatar: string;
  updated_at: string;
}
