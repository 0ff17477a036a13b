/**
 * Kysely's SQLite driver prepares every query anew; preparing costs about as much as running a short query, and
 * the platform sends the same few hundred statements over and over. This hands the driver a database whose
 * prepare() reuses statements (better-sqlite3 statements are reusable, and re-prepare themselves after a schema
 * change). Kysely runs one query at a time on the connection, so a cached statement is never busy when reused.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

export function withStatementCache(db: SQLite.Database, max = 1000): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => { cache.clear(); db.close(); },
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = db.prepare(sql);
        // Oldest first out: queries built with a variable number of values must not grow the cache forever.
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement as unknown as ReturnType<SqliteDatabase['prepare']>;
    },
  };
}
