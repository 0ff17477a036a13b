/**
 * Firebase sign-in identities linked to members: table types, composed into the database type in platform/db/schema.ts.
 */
import type { Generated } from 'kysely';

export interface FirebaseTables {
  member_identities: MemberIdentitiesTable;
}

/** A sign-in identity from Firebase (Google, Facebook, phone) linked to a member; one member per identity. */
export interface MemberIdentitiesTable {
  id: Generated<number>;
  provider: string;
  /** The Firebase user id (the ID token's sub). */
  subject: string;
  member_id: number;
  created_at: string;
}
