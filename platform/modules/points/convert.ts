/**
 * Converting points to money (spec 7 "convert point", with the payment-password check): whole steps of the
 * merchant's unit (100 points = ৳1.00 by default), from the points pool to the main wallet. A wrong password,
 * an amount that is not whole steps, or too few points changes nothing.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { transferById } from '../ledger/index.ts';
import type { MemberRow } from '../identity/index.ts';
import { mainWallet, verifyPaymentPassword } from '../wallet/index.ts';
import { accrueSettledBets } from './accrual.ts';
import { pointsBalance } from './book.ts';
import { moneyForPoints } from './rates.ts';
import { pointsSettings } from './settings.ts';
import { spendOnce } from './spend.ts';

export interface ConvertRequest {
  points: string;
  paymentPassword: string;
  requestId: string;
}

export async function convertPoints(ctx: PlatformContext, member: MemberRow, request: ConvertRequest) {
  const settings = await pointsSettings(ctx.db, ctx.config.merchantCode);
  const points = BigInt(request.points);
  const payMinor = moneyForPoints(points, settings.unitPoints, settings.unitMinor);
  if (payMinor === null)
    throw new PlatformError(400, 'points_convert_unit', undefined, { unit: String(settings.unitPoints) });
  await verifyPaymentPassword(ctx, member, request.paymentPassword);
  await accrueSettledBets(ctx);
  const id = `points:convert:${member.id}:${request.requestId}`;
  const known = async () => {
    const row = await transferById(ctx.db, id);
    if (!row) return undefined;
    if (toMinor(row.amount_minor) !== points) throw new PlatformError(409, 'duplicate_request');
    const paid = await transferById(ctx.db, `${id}:pay`);
    const amount = paid ? toMinor(paid.amount_minor) : 0n;
    return {
      reference: id,
      points: points.toString(),
      amount: formatMinor(amount),
      amountMinor: amount.toString(),
      pointsBalance: (await pointsBalance(ctx, member.id)).toString(),
    };
  };
  return spendOnce(
    ctx,
    {
      memberId: member.id,
      id,
      points,
      payMinor,
      mainAccountId: await mainWallet(ctx, member),
      payCode: 'points_convert',
      metadata: {
        type: 'redeem',
        action: 'convert',
        moneyMinor: payMinor.toString(),
        unitPoints: settings.unitPoints,
        unitMinor: settings.unitMinor.toString(),
      },
    },
    known,
    () => pointsBalance(ctx, member.id),
  );
}
