/** Deposit calls of the member centre (depositv2), typed. */
import { callPlatform } from '../api/client.ts';
import type { MoneyValue } from '../money/wallet-calls.ts';

export interface DepositChannel {
  id: number;
  code: string;
  name: string;
  min: MoneyValue;
  max: MoneyValue;
  presets: MoneyValue[];
}

export interface DepositMethod {
  method: string;
  name: string;
  icon: string;
  channels: DepositChannel[];
}

export interface DepositMethods {
  currency: string;
  currencySymbol: string;
  methods: DepositMethod[];
}

export type DepositStatus = 'pending' | 'paid' | 'failed' | 'expired';

export interface DepositOrder extends MoneyValue {
  orderId: string;
  status: DepositStatus;
  currency: string;
  channelId: number;
  createdAt: string;
  expiresAt: string;
  /** The gateway's payment page while the order can still be paid. */
  payUrl: string | null;
}

export const fetchDepositMethods = () => callPlatform<DepositMethods>('/wps/deposit/methods');

export const openDepositOrder = (payload: { channelId: number; amount: string; requestId: string }) =>
  callPlatform<DepositOrder>('/wps/deposit/orders', { method: 'POST', body: payload });

export const fetchDepositOrder = (orderId: string) => callPlatform<DepositOrder>(`/wps/deposit/orders/${encodeURIComponent(orderId)}`);
