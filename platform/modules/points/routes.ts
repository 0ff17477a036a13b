/** Points calls (contract/calls/points.ts): inputs parsed with the contract's own schemas. */
import type { FastifyInstance } from 'fastify';
import type { AnswerOf } from '../../../contract/call.ts';
import * as calls from '../../../contract/calls/points.ts';
import type { PlatformContext } from '../../context.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { requireMember } from '../identity/index.ts';
import { accrueSettledBets } from './accrual.ts';
import { pointsBalance } from './book.ts';
import { convertPoints } from './convert.ts';
import { catalogue, memberOrders, redeemItem } from './mall.ts';
import { pointsRecord } from './record.ts';
import { pointTypeOf, rateText } from './rates.ts';
import { pointsSettings } from './settings.ts';
import { pointsRewards } from './rewards.ts';

export function pointsRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.get('/points/config', async (request) => {
    parseInput(request, calls.fetchPointsConfig.query, request.query);
    const settings = await pointsSettings(ctx.db, ctx.config.merchantCode);
    const merchant = await ctx.settings.get();
    const rates = Object.entries(settings.rates).flatMap(([category, rate]) => {
      const type = pointTypeOf(category);
      return type && rate > 0 ? [{ category, type, rate: rateText(rate) }] : [];
    });
    return ok<AnswerOf<typeof calls.fetchPointsConfig>>({
      rates,
      rateUnit: formatMinor(100n),
      unitPoints: String(settings.unitPoints),
      unit: formatMinor(settings.unitMinor),
      unitMinor: settings.unitMinor.toString(),
      expires: false,
      currencySymbol: merchant.currencySymbol,
    });
  });

  wps.get('/points/mall', async (request) => {
    parseInput(request, calls.fetchMallItems.query, request.query);
    return ok<AnswerOf<typeof calls.fetchMallItems>>({ items: await catalogue(ctx, requestLanguage(request)) });
  });

  wps.get('/member/points/balance', async (request) => {
    parseInput(request, calls.fetchPointsBalance.query, request.query);
    const { member } = await requireMember(ctx, request);
    await accrueSettledBets(ctx);
    const [points, settings] = await Promise.all([
      pointsBalance(ctx, member.id),
      pointsSettings(ctx.db, ctx.config.merchantCode),
    ]);
    const convertible = (points / BigInt(settings.unitPoints)) * settings.unitMinor;
    return ok<AnswerOf<typeof calls.fetchPointsBalance>>({
      points: points.toString(),
      convertible: formatMinor(convertible),
      convertibleMinor: convertible.toString(),
    });
  });

  wps.get('/member/points/records', async (request) => {
    const query = parseInput(request, calls.fetchPointsRecord.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.fetchPointsRecord>>(
      await pointsRecord(ctx, member, query.page, query.size, requestLanguage(request)),
    );
  });

  wps.post('/member/points/convert', async (request) => {
    const body = parseInput(request, calls.convertPoints.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.convertPoints>>(await convertPoints(ctx, member, body));
  });

  wps.post('/member/points/redeem', async (request) => {
    const body = parseInput(request, calls.redeemMallItem.body, request.body);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.redeemMallItem>>(await redeemItem(ctx, member, body, requestLanguage(request)));
  });

  wps.get('/member/points/orders', async (request) => {
    parseInput(request, calls.fetchMallOrders.query, request.query);
    const { member } = await requireMember(ctx, request);
    return ok<AnswerOf<typeof calls.fetchMallOrders>>({
      items: await memberOrders(ctx, member, requestLanguage(request)),
    });
  });

  wps.get('/member/points/rewards', async (request) => {
    parseInput(request, calls.fetchPointsRewards.query, request.query);
    const { member } = await requireMember(ctx, request);
    await accrueSettledBets(ctx);
    return ok<AnswerOf<typeof calls.fetchPointsRewards>>(await pointsRewards(ctx, member.id));
  });
}
