/** Wallet calls of the member centre (spec 7 "Wallet"), typed. */
import { callPlatform } from '../api/client.ts';
import { callEncrypted } from '../api/encrypted.ts';

export interface MoneyValue {
  amount: string;
  amountMinor: string;
}

export interface Funds {
  currency: string;
  currencySymbol: string;
  main: MoneyValue & { held: string; heldMinor: string; available: string; availableMinor: string };
  vendors: (MoneyValue & { vassalage: string; name: string; category: string })[];
  total: string;
  totalMinor: string;
}

export const fetchFunds = () => callPlatform<Funds>('/wps/member/info/funds/consolidated');

export const moveFunds = (payload: { direction: 'in' | 'out'; vassalage: string; amount: string; requestId: string } | { direction: 'allBack'; requestId: string }) =>
  callPlatform<Funds>('/wps/relay/GCS_walletTransfer', { method: 'POST', body: payload });

export interface SecurityInfo {
  username: string;
  hasPaymentPassword: boolean;
  email: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
}

export const fetchSecurity = () => callPlatform<SecurityInfo>('/wps/member/security');

export const savePaymentPassword = (payload: { loginPassword?: string; oldPaymentPassword?: string; newPaymentPassword: string; confirmPaymentPassword: string }) =>
  callEncrypted<{ hasPaymentPassword: boolean }>('/wps/member/paymentPassword', payload);

export interface TransferTarget {
  username: string;
  relation: 'upline' | 'downline';
}

export const fetchTransferTargets = () => callPlatform<{ targets: TransferTarget[] }>('/wps/member/transfer/targets');

export const sendToMember = (payload: { to: string; amount: string; paymentPassword: string; requestId: string }) =>
  callPlatform<{ to: string; amountMinor: string }>('/wps/member/transfer/agent', { method: 'POST', body: payload });

export interface InboxPage {
  total: number;
  page: number;
  pageCount: number;
  items: { id: number; kind: string; read: boolean; createdAt: string; title: string; body: string }[];
}

export const fetchInbox = (page: number) => callPlatform<InboxPage>(`/wps/member/messages?page=${page}&size=10`);

export const markInboxRead = (ids: number[] | 'all') =>
  callPlatform<{ unreadCount: number }>('/wps/member/messages/read', { method: 'POST', body: { ids } });

export type RecordType = 'all' | 'deposit' | 'withdrawal' | 'transfer' | 'game' | 'bonus' | 'adjustment';

export interface RecordPage {
  currencySymbol: string;
  page: number;
  pageCount: number;
  total: number;
  summary: { openingMinor: string; incomingMinor: string; outgoingMinor: string; closingMinor: string };
  items: { reference: string; postingId: string; createdAt: string; type: RecordType; code: string; wallet: string; vendor: string | null; amountMinor: string; balanceAfterMinor: string }[];
}

export interface RecordFilter {
  type: RecordType;
  from: string;
  to: string;
}

const recordQuery = (f: RecordFilter) => new URLSearchParams({ type: f.type, from: f.from, to: f.to });

export const fetchRecords = (filter: RecordFilter, page: number) =>
  callPlatform<RecordPage>(`/wps/member/records?${recordQuery(filter)}&page=${page}&size=20`);

/** The CSV of a filter, fetched with the session token (a plain link could not carry it). */
export async function downloadRecordsCsv(filter: RecordFilter): Promise<Blob> {
  const token = sessionStorage.getItem('token') ?? '';
  const response = await fetch(`/wps/member/records.csv?${recordQuery(filter)}`, { headers: { token } });
  if (!response.ok) throw new Error(`records.csv: ${response.status}`);
  return response.blob();
}
