/**
 * `house-edge`: each game of the catalogue with its house edge and what cashback, points and salaries return on its
 * stakes now, worst first; a line the bound breaks (returns not below the edge) is marked. docs/house-edge.md.
 */
import type { PlatformContext } from '../../context.ts';
import type { Command } from '../../operator-command.ts';
import { gameReturns } from './bound.ts';

const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`.padStart(7);

async function run(ctx: PlatformContext): Promise<string> {
  const rows = await gameReturns(ctx);
  if (!rows.length) return 'no games in the catalogue';
  return [
    `${'game'.padEnd(36)} ${'category'.padEnd(8)}    edge cashback  points  salary   total`,
    ...rows.map((r) =>
      [
        r.game.padEnd(36),
        r.category.padEnd(8),
        percent(r.edgeBp),
        ` ${percent(r.returns.cashback)}`,
        percent(r.returns.points),
        percent(r.returns.salary),
        percent(r.totalBp),
        r.totalBp < r.edgeBp ? '' : '  OVER THE EDGE',
      ].join(' '),
    ),
  ].join('\n');
}

export const HOUSE_EDGE_COMMANDS: Record<string, Command> = {
  'house-edge': { usage: 'house-edge (each game: its edge and the returns on its stakes)', run },
};
