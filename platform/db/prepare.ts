/** Opens the platform's database, brings it to the latest migration and, in the demo, seeds the demo merchant. */
import type { PlatformConfig } from '../config.ts';
import { openDatabase, type PlatformDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemo } from './seed/index.ts';
import { seedAgentTeam } from './seed/agent-team.ts';
import { seedDepositChannels } from './seed/deposits.ts';
import { seedGames } from './seed/games.ts';
import { ConfigurationError } from '../environment.ts';
import { demoAccountsIn, demoDatabaseRefusal } from './demo-guard.ts';

export async function prepareDatabase(
  config: PlatformConfig,
  pgSchema: string | undefined,
  now: () => number,
): Promise<PlatformDatabase> {
  const database = openDatabase({ ...config, pgSchema });
  try {
    await migrateToLatest(database, database.dialect === 'postgres' ? pgSchema : undefined);
    if (config.mode === 'production') {
      const demo = await demoAccountsIn(database.db);
      if (demo.length) throw new ConfigurationError('production', [demoDatabaseRefusal(demo)]);
    }
    if (config.seedDemo) {
      await seedDemo(database.db, config.merchantCode);
      await seedDepositChannels(database.db, config.merchantCode);
      await seedGames(database.db, config.merchantCode);
      // The team's history ends at the platform's own now: a test's clock then never walks into seeded rounds.
      await seedAgentTeam(database.db, config.merchantCode, now());
    }
    return database;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
