import { defineConfig } from 'vitest/config';

// Two projects: pure logic (unit) and the platform through its HTTP surface (platform),
// the latter on SQLite and, when DATABASE_URL is set, again on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'platform', include: ['tests/platform/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } },
    ],
  },
});
