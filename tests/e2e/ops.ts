/** Runs the operator command against the end-to-end server's database, as an operator would. */
import { execFileSync } from 'node:child_process';
import { E2E_DB, E2E_SECRETS } from './server-data.ts';

export function ops(...args: string[]): string {
  return execFileSync(process.execPath, ['platform/ops/cli.ts', ...args], {
    env: { ...process.env, SQLITE_PATH: E2E_DB, SECRETS_PATH: E2E_SECRETS, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

/** The settings TTL is 2 s; an operator's change must show within 5 s. */
export const SETTINGS_VISIBLE_MS = 5000;
