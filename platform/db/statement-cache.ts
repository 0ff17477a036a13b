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
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(text: string) {
      // Kysely opens transactions with a plain BEGIN, which takes the write lock only at the first write. With
      // two connections (the seamless writer thread has its own), a transaction that read first then finds the
      // other connection committed in between and fails at once (SQLITE_BUSY_SNAPSHOT, no busy wait); BEGIN
      // IMMEDIATE takes the lock up front and waits its turn instead.
      const sql = text === 'begin' ? 'begin immediate' : text;
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
