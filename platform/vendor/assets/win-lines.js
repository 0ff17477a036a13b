// Pure geometry of a slot's wins, shared by the page script and its tests: where a payline runs across the reels
// (in a 500 × 300 box, one 100 × 100 square per cell), which cells a win lights, and each line's colour.

export const CELL = 100;

/** The centre of the cell on `reel` (0–4) and `row` (0–2). */
export function cellCentre(reel, row) {
  return [reel * CELL + CELL / 2, row * CELL + CELL / 2];
}

/**
 * A payline's polyline points ("x,y x,y …"), from the left edge of the first reel through each reel's cell centre
 * to the right edge of the last, so a line reads as crossing the whole window.
 */
export function linePoints(rows) {
  const points = rows.map((row, reel) => cellCentre(reel, row));
  const first = points[0];
  const last = points[points.length - 1];
  return [[0, first[1]], ...points, [rows.length * CELL, last[1]]].map(([x, y]) => `${x},${y}`).join(' ');
}

/** "reel:row" keys of the cells a line win covers: its first `count` reels along the payline. */
export function lineCells(rows, count) {
  return rows.slice(0, count).map((row, reel) => `${reel}:${row}`);
}

/** "reel:row" keys of every cell of `grid` (grid[row][reel]) showing `symbol`. */
export function symbolCells(grid, symbol) {
  const keys = [];
  grid.forEach((row, r) => {
    row.forEach((name, reel) => {
      if (name === symbol) keys.push(`${reel}:${r}`);
    });
  });
  return keys;
}

/** Every cell a spin's wins light: the line wins' runs and, when the scatter paid, each scatter. */
export function winningCells(grid, lineWins, paylines, scatter, scatterPaid) {
  const keys = new Set();
  for (const win of lineWins) for (const key of lineCells(paylines[win.line - 1], win.count)) keys.add(key);
  if (scatterPaid) for (const key of symbolCells(grid, scatter)) keys.add(key);
  return keys;
}

const COLOURS = ['#ffd43b', '#ff6b6b', '#4dabf7', '#69db7c', '#f783ac', '#ffa94d', '#9775fa', '#3bc9db', '#e599f7'];

/** A line's colour (1-based line number), the same on the reels and in the ticker. */
export function lineColour(line) {
  return COLOURS[(line - 1) % COLOURS.length];
}

/** The symbols a spin's reels run past before they stop: from the stop down the strip, `count` of them. */
export function stripRun(strip, stop, count) {
  return Array.from({ length: count }, (_, i) => strip[(stop + i) % strip.length]);
}
