/** My wallet (transferFund): balances, moves between the main wallet and the vendor wallets, agent transfers. */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { memberAccounts } from '../ledger/index.ts';
import { type MemberRow, memberById, memberByUsername } from '../identity/index.ts';
import { enabledVendors } from '../games/index.ts';
import { unreadCount } from '../messages/index.ts';
import { mainWallet, vendorWallet } from './accounts.ts';
import { asPlayerRefusal } from './refusals.ts';
import { activeDownline } from './repository.ts';
import { practiceBook } from '../practice/index.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { AGENT_ACCOUNT_TYPES } from '../../../contract/rules/account-types.ts';
import type { TransferTarget } from '../../../contract/calls/wallet.ts';

const money = (minor: bigint) => ({ amount: formatMinor(minor), amountMinor: minor.toString() });

/**
 * Header and side-menu balance (spec 3 Wallet: sumBalance and the unread message count). A trial account has no
 * real money (sumBalance 0, no wallet made for it) and shows its practice money apart, flagged `practice`.
 */
export async function balanceSummary(ctx: PlatformContext, member: MemberRow) {
  const settings = await ctx.settings.get();
  if (member.trial === 1)
    return {
      ...(await practiceSummary(ctx, member)),
      currency: settings.currency,
      currencySymbol: settings.currencySymbol,
    };
  const funds = await consolidatedFunds(ctx, member);
  return {
    sumBalance: formatMinor(BigInt(funds.totalMinor)),
    sumBalanceMinor: funds.totalMinor,
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    unreadCount: await unreadCount(ctx.db, member.id),
  };
}

/** A trial's balance: its practice money. The grant is made here too when missing (a trial from before it existed). */
async function practiceSummary(ctx: PlatformContext, member: MemberRow) {
  const book = practiceBook(ctx);
  await book.grant(member.id);
  const practice = await book.balance(member.id);
  return {
    sumBalance: formatMinor(0n),
    sumBalanceMinor: '0',
    unreadCount: 0,
    practice: true,
    practiceBalance: formatMinor(practice.balanceMinor),
    practiceBalanceMinor: practice.balanceMinor.toString(),
    practiceStartMinor: practice.startMinor.toString(),
  };
}

/**
 * The main wallet and the wallet of every transfer-mode vendor (spec 7: funds/consolidated); vendors never played
 * show zero. Seamless vendors have no wallet to show: their games play the main wallet.
 */
export async function consolidatedFunds(ctx: PlatformContext, member: MemberRow) {
  const settings = await ctx.settings.get();
  const main = await ctx.ledger.balance(await mainWallet(ctx, member));
  const accounts = await memberAccounts(ctx.db, settings.code, member.id);
  const vendorBalance = new Map(
    accounts.filter((a) => a.kind === 'vendor').map((a) => [a.vendor, toMinor(a.balance_minor)]),
  );
  const vendors = (await enabledVendors(ctx.db, settings.code))
    .filter((vendor) => vendor.wallet_mode === 'transfer')
    .map((vendor) => ({
      vassalage: vendor.vassalage,
      name: vendor.name,
      category: vendor.category,
      ...money(vendorBalance.get(vendor.vassalage) ?? 0n),
    }));
  const total = main.availableMinor + vendors.reduce((sum, v) => sum + BigInt(v.amountMinor), 0n);
  return {
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    main: {
      ...money(main.balanceMinor),
      held: formatMinor(main.heldMinor),
      heldMinor: main.heldMinor.toString(),
      available: formatMinor(main.availableMinor),
      availableMinor: main.availableMinor.toString(),
    },
    vendors,
    total: formatMinor(total),
    totalMinor: total.toString(),
  };
}

export type WalletDirection = 'in' | 'out';

/** Moves money between the main wallet and a transfer-mode vendor's wallet ('in' = to the vendor). */
export async function moveVendorFunds(
  ctx: PlatformContext,
  member: MemberRow,
  vassalage: string,
  direction: WalletDirection,
  amountMinor: bigint,
  requestId: string,
) {
  const settings = await ctx.settings.get();
  const vendor = (await enabledVendors(ctx.db, settings.code)).find((v) => v.vassalage === vassalage);
  if (!vendor) throw new PlatformError(404, 'vendor_unknown');
  // Money moved into a seamless vendor's wallet could not be bet there: its games play the main wallet.
  if (vendor.wallet_mode !== 'transfer') throw new PlatformError(400, 'vendor_wallet_seamless');
  const main = await mainWallet(ctx, member);
  const wallet = await vendorWallet(ctx, member, vassalage);
  await asPlayerRefusal(() =>
    ctx.ledger.transfer({
      id: `wallet:${member.id}:${requestId}`,
      code: direction === 'in' ? 'vendor_in' : 'vendor_out',
      debitAccountId: direction === 'in' ? main : wallet,
      creditAccountId: direction === 'in' ? wallet : main,
      amountMinor,
      metadata: { vassalage },
    }),
  );
  return consolidatedFunds(ctx, member);
}

/** "All back to main": every vendor wallet with money is emptied into the main wallet, each as its own transfer. */
export async function allBackToMain(ctx: PlatformContext, member: MemberRow, requestId: string) {
  const settings = await ctx.settings.get();
  const main = await mainWallet(ctx, member);
  for (const account of await memberAccounts(ctx.db, settings.code, member.id)) {
    if (account.kind !== 'vendor') continue;
    const available = toMinor(account.balance_minor) - toMinor(account.held_minor);
    if (available <= 0n) continue;
    await asPlayerRefusal(() =>
      ctx.ledger.transfer({
        id: `wallet:${member.id}:${requestId}:${account.vendor}`,
        code: 'vendor_out',
        debitAccountId: account.id,
        creditAccountId: main,
        amountMinor: available,
        metadata: { vassalage: account.vendor, allBack: true },
      }),
    );
  }
  return consolidatedFunds(ctx, member);
}

/** Who a member may send money to (brand rule): the direct upline, and for agents their direct downline. */
export async function transferTargets(ctx: PlatformContext, member: MemberRow): Promise<TransferTarget[]> {
  const targets: TransferTarget[] = [];
  if (member.to_upline) {
    const upline = await memberById(ctx.db, member.to_upline);
    if (upline && upline.status === 'active') targets.push({ username: upline.username, relation: 'upline' });
  }
  if (AGENT_ACCOUNT_TYPES.includes(member.account_type)) {
    const downline = await activeDownline(ctx.db, member.id, 500);
    for (const d of downline) targets.push({ username: d.username, relation: 'downline' });
  }
  return targets;
}

/** Transfer to the upline or a downline (transferUpline), after the payment password. */
export async function transferToMember(
  ctx: PlatformContext,
  member: MemberRow,
  toUsername: string,
  amountMinor: bigint,
  paymentPassword: string,
  requestId: string,
) {
  const target = (await transferTargets(ctx, member)).find(
    (t) => t.username.toLowerCase() === toUsername.toLowerCase(),
  );
  if (!target) throw new PlatformError(403, 'transfer_not_allowed');
  await verifyPaymentPassword(ctx, member, paymentPassword);
  const recipient = (await memberByUsername(ctx.db, ctx.config.merchantCode, target.username))!;
  const result = await asPlayerRefusal(() => transferBetweenMains(ctx, member, recipient, amountMinor, requestId));
  return { ...result, to: recipient.username, relation: target.relation };
}

async function transferBetweenMains(
  ctx: PlatformContext,
  from: MemberRow,
  to: MemberRow,
  amountMinor: bigint,
  requestId: string,
) {
  let received: number | undefined;
  const moved = await ctx.ledger.transfer({
    id: `agent:${from.id}:${requestId}`,
    code: 'transfer_agent',
    debitAccountId: await mainWallet(ctx, from),
    creditAccountId: await mainWallet(ctx, to),
    amountMinor,
    metadata: { from: from.username, to: to.username },
    // The recipient hears of it exactly when the money arrives, and only once however often the request repeats.
    alsoInTransaction: async (trx, result) => {
      const fact = { memberId: to.id, fromUsername: from.username, amountMinor: String(amountMinor) };
      received = await ctx.events.publish(trx, 'transfer.received', fact, result.createdAt);
    },
  });
  await ctx.events.deliver(received);
  return moved;
}
