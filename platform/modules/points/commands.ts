/**
 * `points rates|unit|items|add-item|stock|close-item|open-item|orders|fulfil|accrue|bonus-wagering`: the operator's side of points
 * and the point mall (platform/modules/points). Points themselves move only through the points book.
 */
import type { PlatformContext } from '../../context.ts';
import { formatMinor, parseMajor, toMinor } from '../../../contract/minor-units.ts';
import { accrueSettledBets } from './accrual.ts';
import * as repo from './repository.ts';
import { rateText } from './rates.ts';
import { pointsReturnBp, pointsSettings, savePointsSettings, type PointsSettings } from './settings.ts';
import { boundRefusal } from '../reward-bound/index.ts';
import type { MallItemKind } from './tables.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE = [
  'points rates | points rate <CATEGORY> <points per 1.00, e.g. 1.20> | points unit <points> <money>',
  'points items | points add-item cash|bonus|physical <points> <money or 0> <stock or -> <English name> / <Bengali name>',
  'points stock <item id> <count or -> | points open-item|close-item <item id>',
  'points orders [pending] | points fulfil <order id> [remark] | points accrue',
  'points bonus-wagering <multiple 0-100> (a mall bonus is locked until this many times its value is wagered)',
].join(' | ');

function whole(text: string | undefined, what: string, max = 2 ** 31 - 1): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0 || n > max) throw new UsageError(`expected ${what}, got ${text ?? 'nothing'}`);
  return n;
}

function money(text: string | undefined): bigint {
  const minor = parseMajor(text ?? '');
  if (minor === null) throw new UsageError(`expected an amount like 500 or 12.50, got ${text ?? 'nothing'}`);
  return minor;
}

function stockOf(text: string | undefined): number | null {
  if (text === '-') return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000)
    throw new UsageError(`expected a stock count or - (no limit), got ${text ?? 'nothing'}`);
  return n;
}

/** '1.20' -> 120 hundredths. */
function rateOf(text: string | undefined): number {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text ?? '');
  if (!match) throw new UsageError(`expected a rate like 1.20, got ${text ?? 'nothing'}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Refuses settings whose points, with cashback and salaries, would reach a category's house edge. */
async function refuseOverEdge(ctx: PlatformContext, after: PointsSettings, categories?: readonly string[]) {
  const refusal = await boundRefusal(ctx, { points: async (_ctx, c) => pointsReturnBp(after, c) }, categories);
  if (refusal) throw new UsageError(refusal);
}

async function run(ctx: PlatformContext, [action, ...args]: string[]): Promise<string> {
  const merchant = ctx.config.merchantCode;
  const at = new Date(ctx.now()).toISOString();
  switch (action) {
    case 'rates': {
      const s = await pointsSettings(ctx.db, merchant);
      const rates = Object.entries(s.rates).map(([c, r]) => `${c.padEnd(8)} ${rateText(r)} per 1.00 staked`);
      return [
        ...rates,
        `convert: ${s.unitPoints} points = ${formatMinor(s.unitMinor)}`,
        `mall bonus wagering: ${s.bonusWageringMultiple}x its value`,
      ].join('\n');
    }
    case 'rate': {
      const [category, value] = args;
      if (!category || !/^[A-Z]{2,12}$/.test(category)) throw new UsageError('expected a category like RNG or LIVE');
      const s = await pointsSettings(ctx.db, merchant);
      const after = { ...s, rates: { ...s.rates, [category]: rateOf(value) } };
      await refuseOverEdge(ctx, after, [category]);
      await savePointsSettings(ctx.db, merchant, after, at);
      return `${category} now earns ${value} points per 1.00 staked; points already earned keep their rate`;
    }
    case 'unit': {
      const s = await pointsSettings(ctx.db, merchant);
      const unitPoints = whole(args[0], 'a number of points');
      const unitMinor = money(args[1]);
      if (unitMinor <= 0n) throw new UsageError('the money of a unit must be above zero');
      // A dearer point raises every category's return at once.
      await refuseOverEdge(ctx, { ...s, unitPoints, unitMinor });
      await savePointsSettings(ctx.db, merchant, { ...s, unitPoints, unitMinor }, at);
      return `points now convert ${unitPoints} = ${formatMinor(unitMinor)}`;
    }
    case 'bonus-wagering': {
      const multiple = Number(args[0]);
      if (!Number.isInteger(multiple) || multiple < 0 || multiple > 100)
        throw new UsageError(`expected a wagering multiple from 0 to 100, got ${args[0] ?? 'nothing'}`);
      const s = await pointsSettings(ctx.db, merchant);
      await savePointsSettings(ctx.db, merchant, { ...s, bonusWageringMultiple: multiple }, at);
      return `a mall bonus is now locked until ${multiple}x its value is wagered; bonuses already granted keep their goal`;
    }
    case 'items': {
      const rows = await repo.mallItems(ctx.db, merchant, false);
      if (!rows.length) return 'no items';
      return rows
        .map((r) =>
          [
            String(r.id).padStart(4),
            r.state.padEnd(6),
            r.kind.padEnd(8),
            `${r.points_cost} points`.padEnd(14),
            formatMinor(toMinor(r.value_minor)).padStart(10),
            `stock ${r.stock ?? 'no limit'}`.padEnd(16),
            r.name_en,
          ].join('  '),
        )
        .join('\n');
    }
    case 'add-item': {
      const [kind, points, value, stock, ...words] = args;
      if (kind !== 'cash' && kind !== 'bonus' && kind !== 'physical')
        throw new UsageError('expected cash, bonus or physical');
      const [nameEn, nameBn] = words
        .join(' ')
        .split('/')
        .map((n) => n.trim());
      if (!nameEn || !nameBn || nameEn.length > 80 || nameBn.length > 80)
        throw new UsageError('expected "<English name> / <Bengali name>", each at most 80 letters');
      const valueMinor = kind === 'physical' ? 0n : money(value);
      if (kind !== 'physical' && valueMinor <= 0n) throw new UsageError('a cash voucher or bonus pays above zero');
      const id = await repo.insertItem(ctx.db, {
        merchant_code: merchant,
        kind: kind as MallItemKind,
        name_en: nameEn,
        name_bn: nameBn,
        points_cost: whole(points, 'the points it costs'),
        value_minor: valueMinor,
        stock: stockOf(stock),
        state: 'open',
        sort: 0,
        created_at: at,
      });
      return `item ${id} added: ${nameEn}`;
    }
    case 'stock': {
      const id = whole(args[0], 'an item id');
      const stock = stockOf(args[1]);
      if (!(await repo.setItemFields(ctx.db, merchant, id, { stock }))) throw new UsageError(`no item ${id}`);
      return `item ${id} stock: ${stock ?? 'no limit'}`;
    }
    case 'open-item':
    case 'close-item': {
      const id = whole(args[0], 'an item id');
      const state = action === 'open-item' ? 'open' : 'closed';
      if (!(await repo.setItemFields(ctx.db, merchant, id, { state }))) throw new UsageError(`no item ${id}`);
      return `item ${id} is now ${state}`;
    }
    case 'orders': {
      const status = args[0];
      if (status !== undefined && status !== 'pending') throw new UsageError('expected nothing or pending');
      const rows = await repo.orders(ctx.db, merchant, status ? { status } : {}, 200);
      if (!rows.length) return 'no orders';
      return rows
        .map((r) =>
          [
            String(r.id).padStart(6),
            r.status.padEnd(9),
            r.username.padEnd(16),
            `${r.points} points`.padEnd(14),
            r.name_en.padEnd(30),
            r.created_at,
          ].join('  '),
        )
        .join('\n');
    }
    case 'fulfil': {
      const id = whole(args[0], 'an order id');
      const remark = args.slice(1).join(' ').trim() || null;
      if (remark && remark.length > 200) throw new UsageError('a remark is at most 200 letters');
      if (!(await repo.fulfilOrder(ctx.db, merchant, id, remark, at)))
        throw new UsageError(`no pending order ${id} (cash and bonus orders are completed at once)`);
      return `order ${id} fulfilled`;
    }
    case 'accrue':
      return `${await accrueSettledBets(ctx, Number.POSITIVE_INFINITY)} settled bet(s) with points looked at`;
    default:
      throw new UsageError(`unknown points action ${action ?? ''}`);
  }
}

export const POINTS_COMMANDS: Record<string, Command> = {
  points: { usage: USAGE, run },
};
