// One spin of the 25-line slot: reel stops from the provably fair stream, the 3x5 grid, line and scatter wins.
import type { RandomStream } from './fairness.ts';
import { assertBetMinor } from './money.ts';
import {
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  REELS,
  ROWS,
  SCATTER,
  SCATTER_PAYS,
  SYMBOLS,
  type SymbolName,
  WILD,
} from './slot-config.ts';

export interface LineResult {
  /** The line's multiple of the line bet, and which symbol and run length earned it (0 when it pays nothing). */
  multiplier: number;
  symbol: number;
  count: number;
}

/**
 * Pays one line from its five symbols. The run starts at reel 1: leading wilds, then the first other symbol
 * and every following match or wild. A line pays the better of the wild run alone and the symbol run, so a
 * wild never lowers a line; the scatter breaks a run.
 */
export function evaluateLine(symbols: readonly number[]): LineResult {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === WILD) wildRun += 1;
  const wildPay = LINE_PAYS[WILD]![wildRun]!;
  const symbol = symbols[wildRun];
  let best: LineResult = { multiplier: wildPay, symbol: WILD, count: wildRun };
  if (symbol !== undefined && symbol !== SCATTER) {
    let count = wildRun;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count += 1;
    const pay = LINE_PAYS[symbol]![count]!;
    if (pay > best.multiplier) best = { multiplier: pay, symbol, count };
  }
  return best;
}

export interface LineWin {
  line: number; // 1-based payline number, as shown to the player
  symbol: SymbolName;
  count: number;
  winMinor: bigint;
}

export interface SpinResult {
  lineBetMinor: bigint;
  totalBetMinor: bigint;
  stops: number[];
  /** grid[row][reel], symbol names. */
  grid: SymbolName[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterWinMinor: bigint;
  totalWinMinor: bigint;
}

export const LINES = PAYLINES.length;

/**
 * The most a spin can return, as a multiple of its total bet: every line paying the best line pay (each line bet is
 * 1/LINES of the total) plus the best scatter pay. An upper bound the wallet caps a round's wins by.
 */
export const SLOT_MAX_WIN_MULTIPLE = Math.max(...LINE_PAYS.flat()) + Math.max(...SCATTER_PAYS);

/** A spin at `lineBetMinor` on each of the 25 lines. The spin total (25 × line bet) must meet the minimum bet. */
export function spin(stream: RandomStream, lineBetMinor: bigint): SpinResult {
  const totalBetMinor = lineBetMinor * BigInt(LINES);
  assertBetMinor(totalBetMinor, 'total bet (25 lines)');
  const stops = REEL_STRIPS.map((strip) => stream.int(strip.length));
  const cells: number[][] = [];
  for (let row = 0; row < ROWS; row += 1) {
    cells.push(
      stops.map((stop, reel) => {
        const strip = REEL_STRIPS[reel]!;
        return strip[(stop + row) % strip.length]!;
      }),
    );
  }

  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, index) => {
    const result = evaluateLine(rows.map((row, reel) => cells[row]![reel]!));
    if (result.multiplier > 0) {
      lineWins.push({
        line: index + 1,
        symbol: SYMBOLS[result.symbol]!,
        count: result.count,
        winMinor: lineBetMinor * BigInt(result.multiplier),
      });
    }
  });

  let scatterCount = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    if (cells.some((row) => row[reel] === SCATTER)) scatterCount += 1;
  }
  const scatterWinMinor = totalBetMinor * BigInt(SCATTER_PAYS[scatterCount]!);
  const totalWinMinor = lineWins.reduce((sum, win) => sum + win.winMinor, scatterWinMinor);
  const grid = cells.map((row) => row.map((symbol) => SYMBOLS[symbol]!));
  return { lineBetMinor, totalBetMinor, stops, grid, lineWins, scatterCount, scatterWinMinor, totalWinMinor };
}
