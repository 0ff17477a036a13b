/** Runs the migrations in platform/db/migrations in name order. Migrations are never edited once merged. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { PlatformDatabase } from './database.ts';
import * as merchantAndContent from './migrations/2026-11-22T0001-merchant-and-content.ts';
import * as accounts from './migrations/2026-11-22T0002-accounts.ts';
import * as identities from './migrations/2026-11-22T0003-identities.ts';
import * as ledger from './migrations/2026-11-22T0004-ledger.ts';
import * as memberMessages from './migrations/2026-11-22T0005-member-messages.ts';
import * as deposits from './migrations/2026-11-22T0006-deposits.ts';
import * as withdrawals from './migrations/2026-11-22T0007-withdrawals.ts';
import * as seamless from './migrations/2026-11-22T0008-seamless.ts';
import * as games from './migrations/2026-11-22T0009-games.ts';
import * as vendorRounds from './migrations/2026-11-22T0010-vendor-rounds.ts';
import * as seamlessSettlementsIndex from './migrations/2026-11-23T0011-seamless-settlements-index.ts';
import * as vendorWalletMode from './migrations/2026-11-24T0012-vendor-wallet-mode.ts';
import * as gameSessionPractice from './migrations/2026-11-24T0013-game-session-practice.ts';
import * as moneyGuards from './migrations/2026-11-24T0014-money-guards.ts';
import * as liveChat from './migrations/2026-11-24T0015-live-chat.ts';
import * as attemptCounters from './migrations/2026-11-24T0016-attempt-counters.ts';
import * as passwordResetCodes from './migrations/2026-11-24T0017-password-reset-codes.ts';
import * as rememberedSessions from './migrations/2026-11-24T0018-remembered-sessions.ts';
import * as feedbackAndAvatars from './migrations/2026-11-24T0019-feedback-and-avatars.ts';
import * as pvpRooms from './migrations/2026-11-24T0020-pvp-rooms.ts';
import * as merchantCalls from './migrations/2026-11-24T0021-merchant-calls.ts';
import * as lotteryDraws from './migrations/2026-11-24T0022-lottery-draws.ts';
import * as promotions from './migrations/2026-11-24T0023-promotions.ts';
import * as rebates from './migrations/2026-11-25T0024-rebates.ts';
import * as points from './migrations/2026-11-25T0025-points.ts';
import * as agentCentre from './migrations/2026-11-25T0027-agent-centre.ts';
import * as agentContracts from './migrations/2026-11-25T0028-agent-contracts.ts';
import * as lotterySea from './migrations/2026-11-25T0030-lottery-sea.ts';
import * as vip from './migrations/2026-11-25T0031-vip.ts';
import * as missions from './migrations/2026-11-25T0032-missions.ts';
import * as referral from './migrations/2026-11-25T0033-referral.ts';
import * as raffles from './migrations/2026-11-25T0034-raffles.ts';
import * as mallBonus from './migrations/2026-11-25T0035-mall-bonus.ts';
import * as tableGames from './migrations/2026-11-27T0060-table-games.ts';
import * as lotteryResultsImport from './migrations/2026-11-25T0036-lottery-results-import.ts';
import * as lotteryGames from './migrations/2026-11-25T0037-lottery-games.ts';
import * as agentReportRollups from './migrations/2026-11-25T0038-agent-report-rollups.ts';
import * as systemAccountsUnique from './migrations/2026-11-25T0039-system-accounts-unique.ts';
import * as memberAncestors from './migrations/2026-11-25T0040-member-ancestors.ts';
import * as events from './migrations/2026-11-27T0041-events.ts';
import * as seamlessRoundIndex from './migrations/2026-11-27T0080-seamless-round-index.ts';
import * as agentReportStatementTrigger from './migrations/2026-11-27T0081-agent-report-statement-trigger.ts';
import * as ledgerHotForeignKeys from './migrations/2026-11-27T0082-ledger-hot-foreign-keys.ts';
import * as rateLimitWindows from './migrations/2026-11-27T0083-rate-limit-windows.ts';
import * as crashGame from './migrations/2026-11-27T0050-crash-game.ts';
import * as lotteryTicketsByPlayer from './migrations/2026-11-27T0070-lottery-tickets-by-player.ts';
import * as consentDays from './migrations/2026-11-27T0100-consent-days.ts';

const migrations: Record<string, Migration> = {
  '2026-11-22T0001-merchant-and-content': merchantAndContent,
  '2026-11-22T0002-accounts': accounts,
  '2026-11-22T0003-identities': identities,
  '2026-11-22T0004-ledger': ledger,
  '2026-11-22T0005-member-messages': memberMessages,
  '2026-11-22T0006-deposits': deposits,
  '2026-11-22T0007-withdrawals': withdrawals,
  '2026-11-22T0008-seamless': seamless,
  '2026-11-22T0009-games': games,
  '2026-11-22T0010-vendor-rounds': vendorRounds,
  '2026-11-23T0011-seamless-settlements-index': seamlessSettlementsIndex,
  '2026-11-24T0012-vendor-wallet-mode': vendorWalletMode,
  '2026-11-24T0013-game-session-practice': gameSessionPractice,
  '2026-11-24T0014-money-guards': moneyGuards,
  '2026-11-24T0015-live-chat': liveChat,
  '2026-11-24T0016-attempt-counters': attemptCounters,
  '2026-11-24T0017-password-reset-codes': passwordResetCodes,
  '2026-11-24T0018-remembered-sessions': rememberedSessions,
  '2026-11-24T0019-feedback-and-avatars': feedbackAndAvatars,
  '2026-11-24T0020-pvp-rooms': pvpRooms,
  '2026-11-24T0021-merchant-calls': merchantCalls,
  '2026-11-24T0022-lottery-draws': lotteryDraws,
  '2026-11-24T0023-promotions': promotions,
  '2026-11-25T0024-rebates': rebates,
  '2026-11-25T0025-points': points,
  '2026-11-25T0027-agent-centre': agentCentre,
  '2026-11-25T0028-agent-contracts': agentContracts,
  '2026-11-25T0030-lottery-sea': lotterySea,
  '2026-11-25T0031-vip': vip,
  '2026-11-25T0032-missions': missions,
  '2026-11-25T0033-referral': referral,
  '2026-11-25T0034-raffles': raffles,
  '2026-11-25T0035-mall-bonus': mallBonus,
  '2026-11-25T0036-lottery-results-import': lotteryResultsImport,
  '2026-11-25T0037-lottery-games': lotteryGames,
  '2026-11-25T0038-agent-report-rollups': agentReportRollups,
  '2026-11-25T0039-system-accounts-unique': systemAccountsUnique,
  '2026-11-25T0040-member-ancestors': memberAncestors,
  '2026-11-27T0041-events': events,
  '2026-11-27T0080-seamless-round-index': seamlessRoundIndex,
  '2026-11-27T0081-agent-report-statement-trigger': agentReportStatementTrigger,
  '2026-11-27T0082-ledger-hot-foreign-keys': ledgerHotForeignKeys,
  '2026-11-27T0083-rate-limit-windows': rateLimitWindows,
  '2026-11-27T0050-crash-game': crashGame,
  '2026-11-27T0070-lottery-tickets-by-player': lotteryTicketsByPlayer,
  '2026-11-27T0060-table-games': tableGames,
  '2026-11-27T0100-consent-days': consentDays,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Kysely's migrator looks for its own tables by listing every table of the database, and on PostgreSQL that
 * listing fails ("schema … does not exist") when another schema is dropped while it runs: test runs and benches
 * each work in a schema of their own beside others. Such a failure is retried; any other is not.
 */
const RACE_WITH_A_DROP = /(schema|relation) ".*" does not exist/;
const ATTEMPTS = 3;

/** `schema` (PostgreSQL) keeps the migration bookkeeping beside the tables, not in whichever schema has one first. */
export async function migrateToLatest(database: PlatformDatabase, schema?: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    // Unordered: branches get ranges of numbers (0050–0059, 0060–…), so a database already past a later range
    // (0080–0083) still takes a lower one merged after it; each migration runs once all the same.
    const migrator = new Migrator({
      db: database.db,
      provider,
      // Branches merged on one day take numbers from ranges, so a later merge may sort before migrations a
      // database has already run (0050 after 0083). Each migration touches only its own tables or rows, so running
      // it late is the same as running it in order (docs/decisions.md, "Migrations merged out of order").
      allowUnorderedMigrations: true,
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    const raced = database.dialect === 'postgres' && !failed && RACE_WITH_A_DROP.test(String(error));
    if (raced && attempt < ATTEMPTS) continue;
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
