/** Operator verbs that move money: each is one ledger transfer with a reason, never an edit of a balance. */
import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../context.ts';
import { memberByUsername } from '../modules/identity/index.ts';
import { formatMinor, parseMajor } from '../../contract/minor-units.ts';
import { addMessage } from '../modules/messages/index.ts';
import { mainWallet, systemWallet } from '../modules/wallet/index.ts';
import { UsageError, type Command } from '../operator-command.ts';

async function member(ctx: PlatformContext, username: string | undefined) {
  const found = username ? await memberByUsername(ctx.db, ctx.config.merchantCode, username) : undefined;
  if (!found) throw new UsageError(`no member ${username ?? ''}`);
  return found;
}

function amount(text: string | undefined, signed: boolean): bigint {
  const negative = signed && text?.startsWith('-');
  const value = parseMajor((negative ? text!.slice(1) : text?.replace(/^\+/, '')) ?? '');
  if (value === null || value === 0n)
    throw new UsageError(`expected an amount like 100 or 12.50, got ${text ?? 'nothing'}`);
  return negative ? -value : value;
}

export const MONEY_COMMANDS: Record<string, Command> = {
  'credit-bonus': {
    usage: 'credit-bonus <username> <amount> <reason...>',
    async run(ctx, [username, text, ...reason]) {
      const who = await member(ctx, username);
      const value = amount(text, false);
      if (!reason.length) throw new UsageError('a bonus needs a reason');
      const settings = await ctx.settings.get();
      const result = await ctx.ledger.transfer({
        id: `ops:bonus:${randomUUID()}`,
        code: 'bonus',
        debitAccountId: await systemWallet(ctx, 'bonus'),
        creditAccountId: await mainWallet(ctx, who),
        amountMinor: value,
        metadata: { reason: reason.join(' '), by: 'ops' },
        alsoInTransaction: (trx, done) =>
          addMessage(
            trx,
            who.id,
            'bonus_credited',
            { amount: `${settings.currencySymbol}${formatMinor(value)}`, reason: reason.join(' ') },
            done.createdAt,
          ),
      });
      return `bonus ${formatMinor(value)} to ${who.username}; main wallet now ${formatMinor(BigInt(result.creditBalanceMinor!))} (${result.transferId})`;
    },
  },
  adjust: {
    usage: 'adjust <username> <+amount|-amount> <reason...>',
    async run(ctx, [username, text, ...reason]) {
      const who = await member(ctx, username);
      const value = amount(text, true);
      if (!reason.length) throw new UsageError('an adjustment needs a reason');
      const main = await mainWallet(ctx, who);
      const adjustment = await systemWallet(ctx, 'adjustment');
      const result = await ctx.ledger.transfer({
        id: `ops:adjust:${randomUUID()}`,
        code: 'adjustment',
        debitAccountId: value > 0n ? adjustment : main,
        creditAccountId: value > 0n ? main : adjustment,
        amountMinor: value > 0n ? value : -value,
        metadata: { reason: reason.join(' '), by: 'ops' },
      });
      const balance = value > 0n ? result.creditBalanceMinor : result.debitBalanceMinor;
      return `adjusted ${who.username} by ${text}; main wallet now ${formatMinor(BigInt(balance!))} (${result.transferId})`;
    },
  },
};
