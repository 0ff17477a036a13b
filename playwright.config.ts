import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  E2E_DATA_DIR,
  E2E_DB,
  E2E_EMULATOR_PORT as EMULATOR_PORT,
  E2E_PORT as PORT,
  E2E_SECRETS,
} from './tests/e2e/server-data.ts';

// firebase.json fixes the port; a run on another port gets a copy of it with that port.
const EMULATOR_CONFIG = path.resolve(`data/firebase.e2e-${EMULATOR_PORT}.json`);
fs.mkdirSync(path.dirname(EMULATOR_CONFIG), { recursive: true });
const firebaseConfig = JSON.parse(fs.readFileSync('firebase.json', 'utf8'));
firebaseConfig.emulators.auth.port = EMULATOR_PORT;
// The emulator suite also opens a hub and a logging port (4400 and 4500 by default): beside the auth port, so
// two runs on one machine do not collide.
firebaseConfig.emulators.hub = { host: '127.0.0.1', port: EMULATOR_PORT + 1 };
firebaseConfig.emulators.logging = { host: '127.0.0.1', port: EMULATOR_PORT + 2 };
fs.writeFileSync(EMULATOR_CONFIG, JSON.stringify(firebaseConfig));

// One server on a fresh SQLite database; tests that change merchant settings restore them,
// and run one at a time because they share that server. `npm test` runs several of these side by side, each on
// its own ports and data (scripts/e2e-shards.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'phone', use: { ...devices['Pixel 7'] } },
  ],
  // The Firebase Auth emulator (pure Node, offline with a demo- project) first, then the site relaying it.
  webServer: [
    {
      command: `npx firebase emulators:start --only auth --project demo-lotus --config ${EMULATOR_CONFIG}`,
      url: `http://127.0.0.1:${EMULATOR_PORT}/`,
      reuseExistingServer: false,
      timeout: 180_000, // a loaded machine starts the emulator and the server slowly; a start that fails still fails fast
    },
    {
      // A fresh data directory: database, secrets, the operators' chat password and uploads all start anew.
      command: `rm -rf ${E2E_DATA_DIR} && node src/server/main.ts`,
      url: `http://127.0.0.1:${PORT}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 180_000, // a loaded machine starts the emulator and the server slowly; a start that fails still fails fast
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        MODE: 'demo',
        SQLITE_PATH: E2E_DB,
        SECRETS_PATH: E2E_SECRETS,
        DATABASE_URL: '',
        // Limits live in this server's memory, fresh like its database: a shared Redis would carry counts over from earlier runs.
        REDIS_URL: '',
        PLATFORM_URL: '',
        // Tests stand in for visitors from other countries through X-Forwarded-For from loopback.
        TRUSTED_PROXIES: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // Tests change the platform's switches and content between steps and expect the next page to show them.
        PAGE_CACHE_TTL_MS: '0',
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
        FIREBASE_PROJECT_ID: 'demo-lotus',
        // The demo gateway notifies the platform over the network, as an outside gateway would.
        DEPOSIT_NOTIFY_URL: `http://127.0.0.1:${PORT}/wps/deposit/notify/demo`,
      },
    },
  ],
});
