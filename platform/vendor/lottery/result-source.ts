/**
 * Where a national draw's result comes from. The built-in draw derives it from the draw's hash-chain seed (the
 * demo, and the default); the official import takes it from a results file signed by the provider, so the
 * scheduler never draws such a game itself: its draws wait until an import has claimed them with a result.
 */
import type { LotteryGame } from './config.ts';
import type { LotteryDraw } from './repository.ts';
import type { ResultKey } from './result-keys.ts';
import { drawResult, type DrawResult } from './results.ts';

export interface ResultSource {
  readonly name: 'built-in' | 'official-import';
  /**
   * The result the scheduler may settle a due draw with; undefined while the draw waits for an official file.
   * An import writes its result into the draw when it claims it, so a settlement an import left half done is
   * finished with that same result.
   */
  resultFor(game: LotteryGame, draw: LotteryDraw): DrawResult | undefined;
}

export const BUILT_IN_DRAW: ResultSource = {
  name: 'built-in',
  resultFor: (game, draw) => drawResult(game.kind, draw.server_seed, draw.id),
};

export const OFFICIAL_IMPORT: ResultSource = {
  name: 'official-import',
  resultFor: (_game, draw) =>
    draw.state === 'drawing' && draw.result ? (JSON.parse(draw.result) as DrawResult) : undefined,
};

/** Each game's source: the official import for a game with a configured results key, the built-in draw otherwise. */
export class ResultSources {
  readonly keys: ReadonlyMap<string, ResultKey>;

  constructor(keys: ReadonlyMap<string, ResultKey> = new Map()) {
    this.keys = keys;
  }

  of(game: LotteryGame): ResultSource {
    return this.keys.has(game.code) ? OFFICIAL_IMPORT : BUILT_IN_DRAW;
  }

  awaitsImport(gameCode: string): boolean {
    return this.keys.has(gameCode);
  }

  /** Games whose open draws the scheduler leaves alone (they wait for a file). */
  importedGames(): string[] {
    return [...this.keys.keys()];
  }
}
