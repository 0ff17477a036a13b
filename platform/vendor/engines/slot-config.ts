// The built-in 5-reel, 3-row, 25-line slot: symbols, reel strips, paylines and paytable. Data only;
// the figures were tuned with slot-rtp.ts until the exact RTP came out near 96% (see SLOT_STATED_RTP).

export const SYMBOLS = ['WILD', 'SCATTER', 'DRAGON', 'TIGER', 'COIN', 'ACE', 'KING', 'QUEEN', 'JACK'] as const;
export type SymbolName = (typeof SYMBOLS)[number];
export const WILD = 0;
export const SCATTER = 1;

export const REELS = 5;
export const ROWS = 3;

/**
 * How many stops each reel has of each symbol (same order as SYMBOLS). Reels 1 and 5 hold fewer wilds so a
 * wild on the first reel, which can start any line, stays rare. Strips are spread from these counts by buildStrip.
 */
export const REEL_SYMBOL_COUNTS: readonly (readonly number[])[] = [
  [1, 1, 2, 3, 4, 5, 5, 5, 6],
  [2, 1, 2, 3, 4, 5, 5, 5, 5],
  [3, 1, 2, 3, 4, 5, 5, 5, 5],
  [2, 1, 2, 3, 4, 5, 5, 5, 5],
  [1, 1, 2, 3, 4, 5, 5, 5, 6],
];

/**
 * Spreads the symbols evenly along the strip: symbol s with count c takes the slots nearest to
 * (k + 0.5) / c of the way round, k = 0..c-1 (ties by symbol order). Deterministic, so the strip is data.
 */
function buildStrip(counts: readonly number[]): number[] {
  const places: { at: number; symbol: number }[] = [];
  counts.forEach((count, symbol) => {
    for (let k = 0; k < count; k += 1) places.push({ at: (k + 0.5) / count, symbol });
  });
  places.sort((a, b) => a.at - b.at || a.symbol - b.symbol);
  return places.map((p) => p.symbol);
}

export const REEL_STRIPS: readonly (readonly number[])[] = REEL_SYMBOL_COUNTS.map(buildStrip);

/** 25 paylines; each gives the row (0 top, 1 middle, 2 bottom) it crosses on reels 1..5. Spec 9: 25 lines or more. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

/**
 * Line pays as multiples of the line bet for 3, 4 and 5 of a kind from the leftmost reel (index = count; 0 below 3).
 * The wild substitutes for every symbol but the scatter and also pays on its own (a line pays the better of the two).
 * The scatter pays nothing on lines.
 */
export const LINE_PAYS: readonly (readonly number[])[] = [
  [0, 0, 0, 100, 400, 2000], // WILD
  [0, 0, 0, 0, 0, 0], // SCATTER
  [0, 0, 0, 50, 200, 1000], // DRAGON
  [0, 0, 0, 30, 100, 400], // TIGER
  [0, 0, 0, 20, 60, 200], // COIN
  [0, 0, 0, 10, 30, 100], // ACE
  [0, 0, 0, 8, 20, 80], // KING
  [0, 0, 0, 5, 10, 40], // QUEEN
  [0, 0, 0, 4, 10, 40], // JACK
];

/** Scatter pays, multiples of the total bet, by the number of reels showing a scatter anywhere in their window. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];
