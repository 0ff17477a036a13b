/** Seeds the demo merchant into an empty database. Running it again changes nothing. */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { FLAGS, WHITELABEL_GROUPS } from '../../merchant/flags.ts';
import { demoDomains, demoMerchant, demoRegions, demoRegisterRules } from './merchant.ts';
import { allCountries, demoVendors } from './catalogue.ts';
import { DEMO_ACCOUNTS, demoMembers } from './accounts.ts';
import { demoWithdrawalSettings } from './withdrawals.ts';
import { demoPromotions } from './promotions.ts';
import { demoRebateRates } from './rebates.ts';
import { demoMallItems, demoPointsSettings } from './points.ts';
import { demoRaffleRound, demoRaffles } from './raffles.ts';
import { demoMissions } from './missions.ts';
import { demoVipRanks } from './vip.ts';
import {
  demoBanners,
  demoChatSettings,
  demoCustomerService,
  demoHelpSections,
  demoNotices,
  demoResources,
} from './content.ts';

export async function seedDemo(db: Kysely<Database>, merchantCode: string, now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('code').where('code', '=', merchantCode).executeTakeFirst();
  if (existing) return false;

  const at = now.toISOString();
  const members = await demoMembers(merchantCode, at);
  const raffles = demoRaffles(merchantCode, at);
  const raffleRounds = await Promise.all(raffles.map((r) => demoRaffleRound(r, now)));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('merchants').values(demoMerchant(merchantCode, now.toISOString())).execute();

    const groups = WHITELABEL_GROUPS.map((g, sort) => ({
      merchant_code: merchantCode,
      code: g.code,
      parent_code: null,
      name: g.name,
      enabled: 1 as const,
      sort,
    }));
    const whitelabel = FLAGS.filter((f) => f.kind === 'whitelabel').map((f, sort) => ({
      merchant_code: merchantCode,
      code: f.name,
      parent_code: f.group ?? null,
      name: f.description,
      enabled: f.demoDefault ? (1 as const) : (0 as const),
      sort,
    }));
    await trx
      .insertInto('whitelabel_nodes')
      .values([...groups, ...whitelabel])
      .execute();

    const brand = FLAGS.filter((f) => f.kind === 'brand').map((f) => ({
      merchant_code: merchantCode,
      name: f.name,
      enabled: f.demoDefault ? (1 as const) : (0 as const),
    }));
    await trx.insertInto('merchant_flags').values(brand).execute();

    await trx.insertInto('register_rules').values(demoRegisterRules(merchantCode)).execute();
    await trx.insertInto('merchant_regions').values(demoRegions(merchantCode)).execute();
    await trx.insertInto('merchant_domains').values(demoDomains(merchantCode)).execute();
    await trx.insertInto('vendors').values(demoVendors(merchantCode)).execute();
    await trx.insertInto('notices').values(demoNotices(merchantCode, now)).execute();
    await trx.insertInto('banners').values(demoBanners(merchantCode)).execute();
    await trx.insertInto('resources').values(demoResources(merchantCode)).execute();
    await trx.insertInto('help_sections').values(demoHelpSections(merchantCode)).execute();
    await trx.insertInto('customer_service_paths').values(demoCustomerService(merchantCode)).execute();
    await trx.insertInto('chat_settings').values(demoChatSettings(merchantCode)).execute();
    await trx.insertInto('withdrawal_settings').values(demoWithdrawalSettings(merchantCode)).execute();
    await trx.insertInto('promotions').values(demoPromotions(merchantCode, at)).execute();
    await trx.insertInto('rebate_rates').values(demoRebateRates(merchantCode, at)).execute();
    await trx.insertInto('points_settings').values(demoPointsSettings(merchantCode, at)).execute();
    await trx.insertInto('point_mall_items').values(demoMallItems(merchantCode, at)).execute();
    await trx.insertInto('raffles').values(raffles).execute();
    await trx.insertInto('raffle_rounds').values(raffleRounds).execute();
    await trx.insertInto('missions').values(demoMissions(merchantCode, at)).execute();
    await trx.insertInto('vip_ranks').values(demoVipRanks(merchantCode, at)).execute();

    // In list order, so each upline exists (and has its id) before its downline is written.
    const ids = new Map<string, number>();
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const member = { ...members[i]!, to_upline: account.upline ? (ids.get(account.upline) ?? null) : null };
      const { id } = await trx.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow();
      ids.set(account.username, id);
      if (account.labels.length)
        await trx
          .insertInto('member_labels')
          .values(account.labels.map((label_name) => ({ member_id: id, label_name })))
          .execute();
    }

    const hasCountries = await trx.selectFrom('countries').select('country_code').limit(1).executeTakeFirst();
    if (!hasCountries) await trx.insertInto('countries').values(allCountries()).execute();
  });
  return true;
}
