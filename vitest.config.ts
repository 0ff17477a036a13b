import { defineConfig } from 'vitest/config';

// Two projects: pure logic (unit) and the platform through its HTTP surface (platform),
// the latter on SQLite and, when DATABASE_URL is set, again on PostgreSQL.
// isolate: false lets the files of a worker share its module cache instead of importing everything again per
// file (docs/decisions.md); a file's state lives in what it creates (a platform per file), not in module scope.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          pool: 'threads',
          // A few pure tests replay thousands of rounds or import jsdom: a second on a quiet machine, more than the
          // default 5 s on a machine shared with builds and browsers. The limit is the harness's, not the product's.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'platform',
          include: ['tests/platform/**/*.test.ts'],
          setupFiles: ['tests/platform/contract-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});
