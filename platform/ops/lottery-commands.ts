/**
 * `lottery draw-now <game>`, `lottery cancel <draw>` and `lottery odds <game> <betKey> <pays>`: the operator's
 * verbs for the built-in lottery vendor. Draws move money through the vendor's signed seamless calls, so these
 * run with the platform's routes on an instance (the CLI builds one; see cli.ts), never on the ledger directly.
 */
import { formatMinor, toMinor } from '../../contract/minor-units.ts';
import { lotteryGame, LOTTERY_GAMES, ticketsOfDraw, setOdds, type LotteryService } from '../vendor/index.ts';
import { UsageError } from '../operator-command.ts';
import { importResults, signResultsFile } from './lottery-import-commands.ts';

export const LOTTERY_USAGE =
  'lottery draw-now <game> | lottery cancel <drawId> | lottery odds <game> <betKey> <pays, e.g. 3.50>' +
  ' | lottery import <signed results file> | lottery sign <results file> <private-key-file>';

function gameNamed(code: string | undefined) {
  const game = code ? lotteryGame(code) : undefined;
  if (!game)
    throw new UsageError(
      `expected a lottery game (${LOTTERY_GAMES.map((g) => g.code).join(', ')}), got ${code ?? 'nothing'}`,
    );
  return game;
}

export async function runLotteryCommand(
  lottery: LotteryService,
  [action, first, second, third]: string[],
): Promise<string> {
  const { db } = lottery.vendor.options;
  switch (action) {
    case 'draw-now': {
      const game = gameNamed(first);
      if (lottery.sources.awaitsImport(game.code))
        throw new UsageError(`${game.code} takes official results: import the signed file with lottery import <file>`);
      const { draw, report } = await lottery.drawNow(game);
      if (!report.draws.includes(draw.id)) return `${draw.id} was not drawn: another process holds it`;
      // Counted from the rows, not this run's report: another process's sweep may have closed some of them.
      const tickets = await ticketsOfDraw(db, draw.id);
      const paid = tickets.reduce((sum, t) => sum + (t.win_minor === null ? 0n : toMinor(t.win_minor)), 0n);
      const settled = tickets.filter((t) => t.state === 'settled').length;
      const open = tickets.filter((t) => t.state === 'open').length;
      const failed = open ? `; ${open} ticket(s) left for the scheduler` : '';
      return `${draw.id} drawn: ${settled} ticket(s) settled, ${formatMinor(paid)} paid${failed}; verify at /vendor/lotto/verify?draw=${encodeURIComponent(draw.id)}`;
    }
    case 'cancel': {
      if (!first || !/^[a-z0-9-]{1,40}#[0-9]{1,15}$/.test(first))
        throw new UsageError(`expected a draw id like vn-lotto#20416, got ${first ?? 'nothing'}`);
      const { cancelled } = await lottery.cancel(first);
      if (!cancelled) throw new UsageError(`${first} is not an open draw (already run, cancelled, or unknown)`);
      const tickets = await ticketsOfDraw(db, first);
      const open = tickets.filter((t) => t.state === 'open').length;
      return `${first} cancelled: ${tickets.filter((t) => t.state === 'refunded').length} ticket(s) refunded${open ? `, ${open} left for the scheduler` : ''}`;
    }
    case 'odds': {
      const game = gameNamed(first);
      if (!second || !third || !/^[0-9]{1,4}(\.[0-9]{1,2})?$/.test(third))
        throw new UsageError('expected: lottery odds <game> <betKey> <pays, e.g. 3.50>');
      const [whole, cents = ''] = third.split('.');
      const paysX100 = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
      if (!(await setOdds(db, game.code, second, paysX100)))
        throw new UsageError(`no bet key ${second} in ${game.code}`);
      return `${game.code} ${second} now pays ×${third}; tickets sold before keep their odds`;
    }
    case 'import':
      return importResults(lottery, first);
    case 'sign':
      return signResultsFile(first, second);
    default:
      throw new UsageError(`expected: ${LOTTERY_USAGE}`);
  }
}
