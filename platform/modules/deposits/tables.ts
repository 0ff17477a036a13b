/** Table types: deposit channels and orders; composed into the database type in platform/db/schema.ts. */
import type { ColumnType, Generated } from 'kysely';
import type { Flag } from '../../db/column-types.ts';

export interface DepositTables {
  deposit_channels: DepositChannelsTable;
  deposit_orders: DepositOrdersTable;
}

/** A way to pay in: a payment method (PAYMENT_* resource) through one gateway, with its limits and presets. */
export interface DepositChannelsTable {
  id: Generated<number>;
  merchant_code: string;
  method: string;
  code: string;
  name_en: string;
  name_bn: string;
  gateway: string;
  /** Minor units; read as number on SQLite and bigint on PostgreSQL: convert with toMinor(). */
  min_minor: bigint;
  max_minor: bigint;
  /** JSON array of minor-unit amounts as decimal strings. */
  presets: string;
  enabled: Flag;
  sort: number;
}

/** A member's deposit with a gateway: pending until the gateway's signed notification says paid or failed. */
export interface DepositOrdersTable {
  id: string;
  merchant_code: string;
  member_id: number;
  channel_id: number;
  gateway: string;
  amount_minor: bigint;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  request_id: string;
  gateway_ref: string | null;
  created_at: string;
  expires_at: string;
  updated_at: string;
  /** The bonus the player chose with this deposit (migration 0023); null: none. */
  promotion_slug: ColumnType<string | null, string | null | undefined, string | null>;
}
