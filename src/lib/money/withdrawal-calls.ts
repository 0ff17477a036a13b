/** Withdrawal calls of the member centre (rules, payee accounts, orders, confirmations), typed. */
import { callPlatform } from '../api/client.ts';
import type { PayeeInput } from './payee-rules.ts';

export interface WithdrawalRules {
  min: string;
  minMinor: string;
  max: string;
  maxMinor: string;
  dailyCount: number;
  confirmMinutes: number;
  turnoverRequiredMinor: string;
  turnoverDoneMinor: string;
  availableMinor: string;
  heldMinor: string;
  hasPaymentPassword: boolean;
  maxPayees: number;
  maxProofFiles: number;
  maxProofBytes: number;
}

export interface Payee {
  id: number;
  kind: 'bkash' | 'nagad' | 'rocket' | 'bank';
  holderName: string;
  accountNumber: string;
  bankName: string | null;
}

export type WithdrawalStatus = 'in_process' | 'approved' | 'paid' | 'rejected';
export type Confirmation = 'received' | 'not_received' | 'full_payment';

export interface Withdrawal {
  id: number;
  amount: string;
  amountMinor: string;
  status: WithdrawalStatus;
  reason: string | null;
  payeeAccountId: number;
  createdAt: string;
  paidAt: string | null;
  confirmation: Confirmation | null;
  confirmedBy: 'player' | 'timeout' | 'forced' | null;
  confirmedAt: string | null;
  confirmDeadline: string | null;
  canConfirm: boolean;
  proofCount: number;
}

export const fetchWithdrawalRules = () => callPlatform<WithdrawalRules>('/wps/member/withdrawals/rules');
export const fetchPayees = () => callPlatform<{ payees: Payee[] }>('/wps/member/payees');
export const addPayee = (payee: PayeeInput) => callPlatform<{ payees: Payee[] }>('/wps/member/payees', { method: 'POST', body: payee });
export const fetchWithdrawals = () => callPlatform<{ items: Withdrawal[] }>('/wps/member/withdrawals');

export const submitWithdrawal = (payload: { payeeAccountId: number; amount: string; paymentPassword: string; requestId: string }) =>
  callPlatform<Withdrawal>('/wps/member/withdrawals', { method: 'POST', body: payload });

export const confirmWithdrawal = (id: number, confirmation: 'received' | 'full_payment') =>
  callPlatform<Withdrawal>(`/wps/member/withdrawals/${id}/confirm`, { method: 'POST', body: { confirmation } });

export function reportNotReceived(id: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('proof', file, file.name);
  return callPlatform<Withdrawal>(`/wps/member/withdrawals/${id}/not-received`, { method: 'POST', multipart: form });
}
