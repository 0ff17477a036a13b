/**
 * Production never runs on a database the demo seeded (issue 30): the demo's accounts and their passwords are
 * published in the README, so a production start on such a database would open them to anyone. Found by the demo's
 * published usernames, which seeded every demo database before and after this check existed.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { DEMO_ACCOUNTS } from './seed/accounts.ts';

export async function demoAccountsIn(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('username')
    .where(
      'username',
      'in',
      DEMO_ACCOUNTS.map((a) => a.username),
    )
    .limit(DEMO_ACCOUNTS.length)
    .execute();
  return rows.map((r) => r.username);
}

export function demoDatabaseRefusal(usernames: readonly string[]): string {
  return (
    `the database holds the demo's published accounts (${usernames.join(', ')}): production does not start on a ` +
    'database the demo seeded. Point SQLITE_PATH or DATABASE_URL at a new database and set up the merchant with ' +
    '`npm run ops -- merchant create --name <NAME> --code <CODE> --currency BDT --languages bn,en`'
  );
}
