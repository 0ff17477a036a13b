/**
 * The member's points record (spec 7 "member transaction detail", spec 3 points fields): every posting of their
 * points account, newest first, with the balance right after it, read as a person reads it.
 * - earned rows: type of the game's category, the game's name, the stake as amount, the rate as points ratio
 *   per unit of money (1.20 per ৳1.00);
 * - converted and redeemed rows: type redeem, the points required, the money they stood for (amount required)
 *   and the money paid (amount), the merchant's points per unit of money, and a mall order's status and remark.
 */
import { localDigits } from '../../../contract/rules/digits.ts';
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import type { MemberRow } from '../identity/index.ts';
import { accrueSettledBets } from './accrual.ts';
import { pointsAccount } from './book.ts';
import * as repo from './repository.ts';
import type { PointType } from './rates.ts';

const TEXTS = {
  en: { convert: 'Converted to money', earned: (rate: string) => `${rate} points per 1.00 staked` },
  bn: {
    convert: 'টাকায় রূপান্তর',
    earned: (rate: string) => `প্রতি ১.০০ বাজিতে ${localDigits(rate, 'bn')} পয়েন্ট`,
  },
} as const;

type Meta = Record<string, string | number | null | undefined>;

function meta(json: string): Meta {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Meta) : {};
  } catch {
    return {};
  }
}

const money = (minor: bigint | null) =>
  minor === null ? { text: null, minor: null } : { text: formatMinor(minor), minor: minor.toString() };

export async function pointsRecord(
  ctx: PlatformContext,
  member: MemberRow,
  page: number,
  size: number,
  language: MessageLanguage,
) {
  await accrueSettledBets(ctx);
  const merchant = ctx.config.merchantCode;
  const account = await pointsAccount(ctx, member.id);
  const { items, total } = await repo.pointsHistory(ctx.db, account, (page - 1) * size, size);
  const metas = items.map((row) => meta(row.metadata));
  const games = await repo.gameNames(
    ctx.db,
    merchant,
    metas.filter((m) => m.game).map((m) => ({ vendor: String(m.vendor), code: String(m.game) })),
  );
  const orders = await repo.orders(
    ctx.db,
    merchant,
    { spendTransferIds: items.filter((r) => r.code === 'points_spend').map((r) => r.transfer_id) },
    size,
  );
  const orderOf = new Map(orders.map((o) => [o.spend_transfer_id, o]));
  const texts = TEXTS[language];
  const rows = items.map((row, i) => {
    const m = metas[i]!;
    const changed = toMinor(row.amount_minor);
    const base = {
      reference: `PT${String(row.id).padStart(8, '0')}`,
      appliedAt: row.created_at,
      pointsChanged: changed.toString(),
      pointsBalance: toMinor(row.balance_after).toString(),
    };
    if (row.code === 'points_earn') {
      const game = games.find((g) => g.vassalage === m.vendor && g.code === m.game);
      const stake = money(BigInt(String(m.stakeMinor ?? '0')));
      return {
        ...base,
        type: String(m.type) as PointType,
        name: (game ? (language === 'bn' ? game.name_bn : game.name_en) : null) ?? String(m.vendor ?? ''),
        amount: stake.text,
        amountMinor: stake.minor,
        pointsRequired: null,
        amountRequired: null,
        amountRequiredMinor: null,
        status: 'completed' as const,
        remark: texts.earned(String(m.rate ?? '')),
        unit: formatMinor(100n),
        pointsRatio: String(m.rate ?? ''),
      };
    }
    const order = orderOf.get(row.transfer_id);
    const paid = m.moneyMinor === undefined || m.moneyMinor === null ? 0n : BigInt(String(m.moneyMinor));
    const unitPoints = Number(m.unitPoints ?? 0);
    const unitMinor = m.unitMinor ? BigInt(String(m.unitMinor)) : null;
    // Multiplied first: 40 points at 100 = ৳1.00 stand for ৳0.40, not nothing.
    const worth = unitPoints > 0 && unitMinor !== null ? (-changed * unitMinor) / BigInt(unitPoints) : null;
    const pay = money(paid > 0n ? paid : null);
    const required = money(worth ?? (paid > 0n ? paid : null));
    return {
      ...base,
      type: 'redeem' as const,
      name: order ? (language === 'bn' ? order.name_bn : order.name_en) : texts.convert,
      amount: pay.text,
      amountMinor: pay.minor,
      pointsRequired: (-changed).toString(),
      amountRequired: required.text,
      amountRequiredMinor: required.minor,
      status: order?.status ?? ('completed' as const),
      remark: order?.remark ?? null,
      unit: unitMinor === null ? null : formatMinor(unitMinor),
      pointsRatio: unitPoints > 0 ? String(unitPoints) : null,
    };
  });
  return { page, pageCount: Math.max(1, Math.ceil(total / size)), total, items: rows };
}
