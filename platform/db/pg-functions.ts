/**
 * Installs the PostgreSQL functions a module owns (the ledger's fast booking, the seamless wallet's win), in the
 * schema the pool's search_path names. They are code, not data: each process installs the definitions it was built
 * with when it opens, so they always match the code that calls them. Two processes opening at once would race on
 * the catalogue ("tuple concurrently updated"); a transaction-scoped advisory lock makes them take turns.
 */
import type pg from 'pg';

// Any fixed number: the lock only has to be the same for every process installing these functions.
const INSTALL_LOCK = 7_314_022;

export async function installPgFunctions(pool: pg.Pool, definitions: readonly string[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [INSTALL_LOCK]);
    for (const definition of definitions) await client.query(definition);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
