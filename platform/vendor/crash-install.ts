/**
 * Puts the crash games on the vendor: their routes under /vendor/crash, and the tick that runs each shared round
 * (next round, auto cash-outs, settlement of crashed rounds, lost credits) and pushes it to the open pages. Every
 * process runs the tick; the rows' conditional updates make each step happen once.
 */
import type { FastifyInstance } from 'fastify';
import { CrashGame } from './crash-game.ts';
import { HOUSE_EDGE_PERCENT } from './engines/crash.ts';
import { CrashAudience, crashPageRoutes, crashRoutes } from './crash-routes.ts';
import type { BuiltInVendor } from './vendor.ts';

/** The crash games the vendor serves, with their titles (the seed's names, platform/db/seed/games.ts). */
export const CRASH_GAMES = [
  { vassalage: 'LOTUS_ARENA', code: 'lotus-crash', en: 'Lotus Crash', bn: 'লোটাস ক্র্যাশ' },
] as const;

/**
 * The house edge of a crash game's one bet, for the platform's house-edge table: 1% (every cash-out target returns
 * 99%, engines/crash.ts crashRtp), in basis points.
 */
export function crashHouseEdges(vassalage: string, code: string): { bet: string; edgeBp: number; cashback: boolean }[] {
  if (!CRASH_GAMES.some((g) => g.vassalage === vassalage && g.code === code)) return [];
  return [{ bet: 'cash-out', edgeBp: HOUSE_EDGE_PERCENT * 100, cashback: true }];
}

/** How often each process moves the rounds on; the pages animate between the pushes from the round's timeline. */
export const CRASH_TICK_MS = 200;

export interface CrashInstall {
  games: ReadonlyMap<string, { game: CrashGame; audience: CrashAudience; en: string; bn: string }>;
  /** One pass of every game (the timer's, and the tests' to move a round on at once). */
  tick(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export async function installCrash(app: FastifyInstance, vendor: BuiltInVendor): Promise<CrashInstall> {
  const games = new Map(
    CRASH_GAMES.map((entry) => [
      `${entry.vassalage}/${entry.code}`,
      {
        game: new CrashGame(vendor, { vassalage: entry.vassalage, code: entry.code }),
        audience: new CrashAudience(),
        en: entry.en,
        bn: entry.bn,
      },
    ]),
  );
  await app.register(
    async (scope) => {
      await crashRoutes(scope, games);
    },
    { prefix: '/vendor/crash' },
  );
  await app.register(
    async (scope) => {
      crashPageRoutes(scope, games);
    },
    { prefix: '/vendor' },
  );
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    for (const { game, audience } of games.values()) {
      if (vendor.stopping) return;
      await game.tick();
      if (audience.size > 0) audience.push(await game.snapshot());
    }
  };
  const tick = async () => {
    if (vendor.stopping) return;
    // One pass at a time in this process: a slow one is awaited, not doubled.
    while (running) await running;
    running = pass()
      .catch((error: unknown) => {
        if (!vendor.stoppedBy(error)) console.error('crash round pass failed', error);
      })
      .finally(() => {
        running = undefined;
      });
    await running;
  };
  return {
    games,
    tick,
    start() {
      timer = setInterval(() => void tick(), CRASH_TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      for (const { audience } of games.values()) audience.closeAll();
      await running;
    },
  };
}
