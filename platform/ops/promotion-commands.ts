/**
 * `promotions list|open|close|set|applications|approve|reject|cancel-bonus|raffles|raffle-open|raffle-draw`: the
 * operator's side of promotions. Rules live with the content's slug; a bonus is cancelled through the ledger
 * (platform/modules/promotions); raffle rounds are opened and drawn as platform/modules/raffles does it.
 */
import type { PlatformContext } from '../context.ts';
import { formatMinor, parseMajor, toMinor } from '../../contract/minor-units.ts';
import {
  cancelBonus,
  allPromotions,
  setPromotionState,
  setPromotionRule,
  entriesByStatus,
  answerEntry,
} from '../modules/promotions/index.ts';
import { raffleDrawText, raffleListText, raffleOpenText } from './raffle-commands.ts';
import { UsageError, type Command } from '../operator-command.ts';

const USAGE =
  'promotions list | promotions open|close <slug> | promotions set <slug> multiple|min|percent|cap <value> | promotions applications | promotions approve|reject <application id> | promotions cancel-bonus <bonus id> | promotions raffles | promotions raffle-open <slug> | promotions raffle-draw <round id>';

function positiveId(text: string | undefined, what: string): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1)
    throw new UsageError(`expected ${what} id, got ${text ?? 'nothing'}`);
  return id;
}

function slugOf(text: string | undefined): string {
  if (!text || !/^[a-z0-9-]{1,60}$/.test(text))
    throw new UsageError(`expected a promotion slug, got ${text ?? 'nothing'}`);
  return text;
}

function whole(value: string | undefined, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new UsageError(`expected a whole number from 0 to ${max}, got ${value ?? 'nothing'}`);
  return n;
}

function money(value: string | undefined): bigint {
  const minor = parseMajor(value ?? '');
  if (minor === null) throw new UsageError(`expected an amount like 500 or 12.50, got ${value ?? 'nothing'}`);
  return minor;
}

async function run(ctx: PlatformContext, [action, first, ...rest]: string[]): Promise<string> {
  const merchant = ctx.config.merchantCode;
  const at = new Date(ctx.now()).toISOString();
  switch (action) {
    case 'list': {
      const rows = await allPromotions(ctx.db, merchant);
      if (!rows.length) return 'no promotions';
      return rows
        .map((r) => {
          const bonus =
            r.bonus_kind === 'percent'
              ? `${r.bonus_percent}% up to ${formatMinor(toMinor(r.bonus_cap_minor))}`
              : `fixed ${formatMinor(toMinor(r.bonus_cap_minor))}`;
          return [
            r.slug.padEnd(20),
            r.state.padEnd(6),
            r.type.padEnd(8),
            r.join_mode.padEnd(7),
            r.eligibility.padEnd(13),
            bonus.padEnd(24),
            `min ${formatMinor(toMinor(r.min_deposit_minor))}`,
            `wagering x${r.wagering_multiple} of ${r.wagering_base}`,
          ].join('  ');
        })
        .join('\n');
    }
    case 'open':
    case 'close': {
      const slug = slugOf(first);
      if (!(await setPromotionState(ctx.db, merchant, slug, action === 'open' ? 'open' : 'closed', at)))
        throw new UsageError(`no promotion ${slug}`);
      return `${slug} is now ${action === 'open' ? 'open' : 'closed'}`;
    }
    case 'set': {
      const slug = slugOf(first);
      const [name, value] = rest;
      const change =
        name === 'multiple'
          ? { wagering_multiple: whole(value, 100) }
          : name === 'percent'
            ? { bonus_percent: whole(value, 1000) }
            : name === 'min'
              ? { min_deposit_minor: money(value) }
              : name === 'cap'
                ? { bonus_cap_minor: money(value) }
                : null;
      if (!change) throw new UsageError('expected multiple, min, percent or cap');
      if (!(await setPromotionRule(ctx.db, merchant, slug, change, at))) throw new UsageError(`no promotion ${slug}`);
      return `${slug}: ${name} set to ${value}; bonuses already granted keep their own wagering`;
    }
    case 'applications': {
      const rows = await entriesByStatus(ctx.db, merchant, 'applying');
      if (!rows.length) return 'no applications waiting';
      return rows
        .map((r) => [String(r.id).padStart(6), r.slug.padEnd(20), r.username.padEnd(16), r.created_at].join('  '))
        .join('\n');
    }
    case 'approve':
    case 'reject': {
      const id = positiveId(first, 'an application');
      if (!(await answerEntry(ctx.db, merchant, id, action === 'approve' ? 'joined' : 'rejected', at)))
        throw new UsageError(`no application ${id} waiting for an answer`);
      return action === 'approve'
        ? `application ${id} approved: the member's next eligible deposit earns the bonus`
        : `application ${id} rejected`;
    }
    case 'cancel-bonus': {
      const id = positiveId(first, 'a bonus');
      if (!(await cancelBonus(ctx, id))) throw new UsageError(`no locked bonus ${id}`);
      return `bonus ${id} cancelled; its money is back in the bonus pool`;
    }
    case 'raffles':
      return raffleListText(ctx);
    case 'raffle-open':
      return raffleOpenText(ctx, slugOf(first));
    case 'raffle-draw':
      return raffleDrawText(ctx, positiveId(first, 'a raffle round'));
    default:
      throw new UsageError(`unknown promotions action ${action ?? ''}`);
  }
}

export const PROMOTION_COMMANDS: Record<string, Command> = {
  promotions: { usage: USAGE, run },
};
