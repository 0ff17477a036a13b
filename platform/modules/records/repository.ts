/**
 * What a statement row needs to read well (readable.ts): the seamless calls behind game transfers, the games of their
 * rounds, withdrawal order numbers and vendor names. The statement's own rows come from the ledger's read API
 * (modules/ledger/statement-repository.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The seamless call that booked each of these ledger transfers: its vendor and round. */
export function callsOfTransfers(db: Kysely<Database>, merchantCode: string, transferIds: string[]) {
  return db
    .selectFrom('seamless_transactions')
    .where('merchant_code', '=', merchantCode)
    .where('transfer_id', 'in', transferIds)
    .select(['transfer_id', 'vendor', 'round_id'])
    .execute();
}

/** The games named by the calls of these rounds, with their names in both languages when catalogued. */
export function gamesOfRounds(db: Kysely<Database>, merchantCode: string, roundIds: string[]) {
  return db
    .selectFrom('seamless_transactions as s')
    .leftJoin('games as g', (j) =>
      j
        .onRef('g.vassalage', '=', 's.vendor')
        .onRef('g.code', '=', 's.game_code')
        .on('g.merchant_code', '=', merchantCode),
    )
    .where('s.merchant_code', '=', merchantCode)
    .where('s.round_id', 'in', roundIds)
    .where('s.game_code', 'is not', null)
    .select(['s.vendor', 's.round_id', 's.game_code', 'g.name_en', 'g.name_bn'])
    .execute();
}

export function withdrawalsByHold(db: Kysely<Database>, merchantCode: string, holdIds: string[]) {
  return db
    .selectFrom('withdrawals')
    .where('merchant_code', '=', merchantCode)
    .where('hold_id', 'in', holdIds)
    .select(['id', 'hold_id'])
    .execute();
}

export function vendorNames(db: Kysely<Database>, merchantCode: string, vendorCodes: string[]) {
  return db
    .selectFrom('vendors')
    .where('merchant_code', '=', merchantCode)
    .where('vassalage', 'in', vendorCodes)
    .select(['vassalage', 'name'])
    .execute();
}
