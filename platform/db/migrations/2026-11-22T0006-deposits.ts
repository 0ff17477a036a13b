/**
 * Deposits (spec 2 depositv2, spec 4 "deposit arrived / failed"): the channels a merchant offers per payment
 * method, and the orders members open with a payment gateway. The money itself moves only in the ledger.
 */
import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db.schema.createTable('deposit_channels'), db)
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    // The payment method: a PAYMENT_* resource type, whose names and logo the footer already shows.
    .addColumn('method', 'varchar(40)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_bn', 'varchar(80)', (c) => c.notNull())
    // Which gateway takes the payment (platform/modules/deposits/gateway.ts).
    .addColumn('gateway', 'varchar(24)', (c) => c.notNull())
    .addColumn('min_minor', 'bigint', (c) => c.notNull())
    .addColumn('max_minor', 'bigint', (c) => c.notNull())
    // Preset amounts in minor units, JSON array of decimal strings (bigints do not survive JSON numbers).
    .addColumn('presets', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addCheckConstraint('deposit_channels_limits', sql`min_minor > 0 and max_minor >= min_minor`)
    .execute();
  await db.schema
    .createIndex('deposit_channels_code')
    .unique()
    .on('deposit_channels')
    .columns(['merchant_code', 'code'])
    .execute();

  await db.schema
    .createTable('deposit_orders')
    // Random, unguessable: it travels in the browser's address back from the gateway.
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('deposit_channels.id'))
    .addColumn('gateway', 'varchar(24)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) =>
      c.notNull().check(sql`status in ('pending', 'paid', 'failed', 'expired')`),
    )
    // The member's idempotency key: a retried create returns the same order.
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('gateway_ref', 'varchar(80)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('deposit_orders_request')
    .unique()
    .on('deposit_orders')
    .columns(['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_member')
    .on('deposit_orders')
    .columns(['member_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_orders').execute();
  await db.schema.dropTable('deposit_channels').execute();
}
