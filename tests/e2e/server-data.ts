/**
 * Where one end-to-end run's servers listen and keep their data. Everything hangs off the site's port
 * (E2E_PORT) and the Auth emulator's (E2E_EMULATOR_PORT), so runs side by side on one machine (the shards of
 * scripts/e2e-shards.ts) never share a database, demo secrets, the operators' chat password or uploads: the
 * platform writes the last two beside the database, so each run gets a directory of its own, made afresh when
 * its server starts (playwright.config.ts). The tests and the operator command they call (ops.ts) read the same
 * paths from here.
 */
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4510);
/** The emulator also takes the next two ports (hub and logging; playwright.config.ts). */
export const E2E_EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 9099);
export const E2E_DATA_DIR = path.resolve(`data/e2e-${E2E_PORT}`);
export const E2E_DB = path.join(E2E_DATA_DIR, 'e2e.db');
/** The server's generated demo secrets, fresh with its database. */
export const E2E_SECRETS = path.join(E2E_DATA_DIR, 'secrets.json');
