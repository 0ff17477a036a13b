/** Payee accounts: where a member's withdrawals are paid. Added with validation, listed, chosen per withdrawal. */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import { maskAccount, PAYEE_KINDS, type PayeeInput } from '../../../contract/rules/payees.ts';
import type { Payee } from '../../../contract/calls/withdrawals.ts';
import { z } from 'zod';
import { insertPayee, payeeById, payeeKeysOf, payeesOf } from './repository.ts';

/** Enough for a few wallets and a bank; a cap keeps a stolen session from piling up destinations. */
export const MAX_PAYEES = 5;

const payeeKind = z.enum(PAYEE_KINDS);

type PayeeRow = { id: number; kind: string; holder_name: string; account_number: string; bank_name: string | null };

export function payeeView(row: PayeeRow): Payee {
  return {
    id: Number(row.id),
    kind: payeeKind.parse(row.kind),
    holderName: row.holder_name,
    accountNumber: maskAccount(row.account_number),
    bankName: row.bank_name,
  };
}

export async function listPayees(ctx: PlatformContext, member: MemberRow): Promise<Payee[]> {
  const rows = await payeesOf(ctx.db, member.id);
  return rows.map(payeeView);
}

export async function payeeOf(ctx: PlatformContext, member: MemberRow, id: number): Promise<PayeeRow> {
  const row = await payeeById(ctx.db, member.id, id);
  if (!row) throw new PlatformError(400, 'payee_unknown');
  return row;
}

export async function addPayee(ctx: PlatformContext, member: MemberRow, input: PayeeInput): Promise<Payee[]> {
  const existing = await payeeKeysOf(ctx.db, member.id);
  if (existing.some((p) => p.kind === input.kind && p.account_number === input.accountNumber))
    throw new PlatformError(409, 'payee_duplicate');
  if (existing.length >= MAX_PAYEES)
    throw new PlatformError(400, 'payee_limit', undefined, { max: String(MAX_PAYEES) });
  try {
    await insertPayee(ctx.db, {
      member_id: member.id,
      kind: input.kind,
      holder_name: input.holderName,
      account_number: input.accountNumber,
      bank_name: input.kind === 'bank' ? (input.bankName ?? null) : null,
      created_at: new Date(ctx.now()).toISOString(),
    });
  } catch (error) {
    // Two tabs adding the same account at once: the unique index decides, the loser hears "already saved".
    const code = (error as { code?: string }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') throw new PlatformError(409, 'payee_duplicate');
    throw error;
  }
  return listPayees(ctx, member);
}
