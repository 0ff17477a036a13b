/**
 * `withdrawal list|approve|reject|pay|force-receipt|settings|set`: the operator's side of withdrawals. Each
 * step that moves money is a ledger resolution or transfer (platform/modules/withdrawals/operator.ts).
 */
import type { PlatformContext } from '../../context.ts';
import { formatMinor, parseMajor, toMinor } from '../../../contract/minor-units.ts';
import {
  approveWithdrawal,
  forceReceipt,
  listWithdrawals,
  payWithdrawal,
  rejectWithdrawal,
  WithdrawalStateError,
} from './operator.ts';
import { saveWithdrawalSettings, withdrawalSettings, type WithdrawalSettings } from './settings.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE =
  'withdrawal list [status] | withdrawal approve|pay|force-receipt <id> | withdrawal reject <id> <reason...> | withdrawal settings | withdrawal set min|max|daily|turnover|minutes <value>';

function orderId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`expected a withdrawal id, got ${text ?? 'nothing'}`);
  return id;
}

/** State refusals are the operator's mistakes, printed with the usage, not crashes. */
async function step<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof WithdrawalStateError) throw new UsageError(error.message);
    throw error;
  }
}

function describe(s: WithdrawalSettings): string {
  return `min ${formatMinor(s.minMinor)}, max ${formatMinor(s.maxMinor)}, daily ${s.dailyCount}, turnover ${s.turnoverPercent}%, confirm within ${s.confirmMinutes} minutes`;
}

function changed(current: WithdrawalSettings, name: string | undefined, value: string | undefined): WithdrawalSettings {
  const whole = (min: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > 1_000_000)
      throw new UsageError(`expected a whole number of at least ${min}, got ${value ?? 'nothing'}`);
    return n;
  };
  const money = () => {
    const minor = parseMajor(value ?? '');
    if (minor === null || minor === 0n)
      throw new UsageError(`expected an amount like 100 or 12.50, got ${value ?? 'nothing'}`);
    return minor;
  };
  let next: WithdrawalSettings;
  switch (name) {
    case 'min':
      next = { ...current, minMinor: money() };
      break;
    case 'max':
      next = { ...current, maxMinor: money() };
      break;
    case 'daily':
      next = { ...current, dailyCount: whole(0) };
      break;
    case 'turnover':
      next = { ...current, turnoverPercent: whole(0) };
      break;
    case 'minutes':
      next = { ...current, confirmMinutes: whole(1) };
      break;
    default:
      throw new UsageError('expected min, max, daily, turnover (percent) or minutes');
  }
  if (next.maxMinor < next.minMinor) throw new UsageError('the maximum must not be below the minimum');
  return next;
}

async function run(ctx: PlatformContext, [action, idText, ...rest]: string[]): Promise<string> {
  switch (action) {
    case 'list': {
      const rows = await listWithdrawals(ctx, idText);
      if (!rows.length) return 'no withdrawals';
      return rows
        .map((r) =>
          [
            String(r.id).padStart(6),
            r.username.padEnd(16),
            formatMinor(toMinor(r.amount_minor)).padStart(12),
            r.status.padEnd(10),
            (r.confirmation ?? '-').padEnd(12),
            `${r.kind} ${r.account_number}${r.bank_name ? ` (${r.bank_name})` : ''} ${r.holder_name}`,
            r.created_at,
          ].join('  '),
        )
        .join('\n');
    }
    case 'approve': {
      const row = await step(() => approveWithdrawal(ctx, orderId(idText)));
      return `withdrawal ${row.id} approved; the amount stays held until it is paid`;
    }
    case 'pay': {
      const row = await step(() => payWithdrawal(ctx, orderId(idText)));
      return `withdrawal ${row.id} paid at ${row.paid_at}`;
    }
    case 'reject': {
      const reason = rest.join(' ').trim();
      if (!reason) throw new UsageError('a rejection needs a reason');
      if (reason.length > 200) throw new UsageError('the reason is longer than 200 characters');
      const row = await step(() => rejectWithdrawal(ctx, orderId(idText), reason));
      return `withdrawal ${row.id} rejected; the amount is back in the player's main wallet`;
    }
    case 'force-receipt': {
      const row = await step(() => forceReceipt(ctx, orderId(idText)));
      return `withdrawal ${row.id} marked received; ${formatMinor(toMinor(row.amount_minor))} returned to the player's main wallet`;
    }
    case 'settings':
      return describe(await withdrawalSettings(ctx.db, ctx.config.merchantCode));
    case 'set': {
      const next = changed(await withdrawalSettings(ctx.db, ctx.config.merchantCode), idText, rest[0]);
      await saveWithdrawalSettings(ctx.db, ctx.config.merchantCode, next);
      return describe(next);
    }
    default:
      throw new UsageError(`unknown withdrawal action ${action ?? ''}`);
  }
}

export const WITHDRAWAL_COMMANDS: Record<string, Command> = {
  withdrawal: { usage: USAGE, run },
};
