/** Withdrawal calls of the member centre (rules, payee accounts, orders, confirmations): shapes from the contract (contract/calls/withdrawals.ts). */
import { callContract } from '../api/client.ts';
import type { PayeeInput } from '../../../contract/rules/payees.ts';
import type * as Calls from '../../../contract/calls/withdrawals.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const calls = () => import('../../../contract/calls/withdrawals.ts');

export type { Payee, Withdrawal, WithdrawalRules } from '../../../contract/calls/withdrawals.ts';

export const fetchWithdrawalRules = async () => callContract((await calls()).fetchWithdrawalRules);
export const fetchPayees = async () => callContract((await calls()).listPayees);
export const addPayee = async (payee: PayeeInput) => callContract((await calls()).addPayee, { body: payee });
export const fetchWithdrawals = async () => callContract((await calls()).listWithdrawals);

export const submitWithdrawal = async (payload: Calls.WithdrawalRequest) =>
  callContract((await calls()).requestWithdrawal, { body: payload });

export const confirmWithdrawal = async (id: number, confirmation: 'received' | 'full_payment') =>
  callContract((await calls()).confirmWithdrawal, { params: { id: String(id) }, body: { confirmation } });

export async function reportNotReceived(id: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('proof', file, file.name);
  return callContract((await calls()).reportNotReceived, { params: { id: String(id) }, multipart: form });
}
