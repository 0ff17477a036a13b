/** Wallet calls of the member centre (spec 7 "Wallet"): shapes and rules from the contract (contract/calls/wallet.ts). */
import { callContract } from '../api/client.ts';
import type {
  AgentTransferRequest,
  PaymentPasswordPayload,
  WalletTransferRequest,
} from '../../../contract/calls/wallet.ts';
import type { QueryOf } from '../../../contract/call.ts';
import * as messageCalls from '../../../contract/calls/messages.ts';

// Sealing loads with the first sealed call, like the contract's declarations.
const sealed = () => import('../api/encrypted.ts');
// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadRecords = () => import('../../../contract/calls/records.ts');

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadWallet = () => import('../../../contract/calls/wallet.ts');

export type { Funds } from '../../../contract/calls/wallet.ts';

export const fetchFunds = async () => callContract((await loadWallet()).consolidatedFunds);

export const moveFunds = async (payload: WalletTransferRequest) =>
  callContract((await loadWallet()).walletTransfer, { body: payload });

export const fetchSecurity = async () => callContract((await loadWallet()).memberSecurity);

export const savePaymentPassword = async (payload: PaymentPasswordPayload) =>
  (await sealed()).callSealed((await loadWallet()).paymentPassword, payload);

export const fetchTransferTargets = async () => callContract((await loadWallet()).transferTargets);

export const sendToMember = async (payload: AgentTransferRequest) =>
  callContract((await loadWallet()).agentTransfer, { body: payload });

export const fetchInbox = (page: number) => callContract(messageCalls.fetchInbox, { query: { page, size: 10 } });

export const markInboxRead = (ids: number[] | 'all') => callContract(messageCalls.markMessagesRead, { body: { ids } });

export type { RecordRow, RecordType } from '../../../contract/calls/records.ts';

/** The page's filter: a type and the period (player's days). */
export type RecordFilter = Required<
  Pick<QueryOf<typeof import('../../../contract/calls/records.ts').accountRecord>, 'type' | 'from' | 'to'>
>;

const recordQuery = (f: RecordFilter) => new URLSearchParams({ type: f.type, from: f.from, to: f.to });

export const fetchRecords = async (filter: RecordFilter, page: number) =>
  callContract((await loadRecords()).accountRecord, { query: { ...filter, page, size: 20 } });

/** The CSV of a filter, fetched with the session token (a plain link could not carry it). */
export async function downloadRecordsCsv(filter: RecordFilter, language: string): Promise<Blob> {
  const token = sessionStorage.getItem('token') ?? '';
  const response = await fetch(`/wps/member/records.csv?${recordQuery(filter)}`, { headers: { token, language } });
  if (!response.ok) throw new Error(`records.csv: ${response.status}`);
  return response.blob();
}
