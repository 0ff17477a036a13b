/** Table types: notices (spec 7); composed into the database type in platform/db/schema.ts. */
import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types.ts';

export interface NoticeTables {
  notices: NoticesTable;
}

export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  /** Spec announcement types: B, PL, PU, PR, H. */
  announcement_type: string;
  lang: string;
  title: string;
  /** Server HTML; the site sanitizes it before it reaches the DOM. */
  content: string;
  popup: Flag;
  created_at: string;
}
