/** Column helpers for DDL that differs between SQLite and PostgreSQL. */
import type { CreateTableBuilder, Kysely } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

/** An auto-generated integer primary key named id. */
export function idColumn<T extends string>(table: CreateTableBuilder<T, never>, db: Kysely<any>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** An auto-generated 64-bit primary key named id, for append-only tables that grow without bound. */
export function bigIdColumn<T extends string>(table: CreateTableBuilder<T, never>, db: Kysely<any>) {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
