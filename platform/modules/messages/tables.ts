/** Table types: members' notifications; composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';

export interface MessageTables {
  member_messages: MemberMessagesTable;
}

/** A notification to a member; `kind` names its text (platform/modules/messages/texts.ts), `params` fills it. */
export interface MemberMessagesTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  params: string;
  read_at: string | null;
  created_at: string;
}
