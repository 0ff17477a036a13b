/**
 * Settlement of contract periods (issue 18; spec 9: real-time salary every 5 minutes). A period is settled
 * exactly once per contract, however often and however concurrently it is attempted (the job on two processes,
 * a run after a restart, the operator's settle-now): the payout is one ledger transfer whose id names the
 * contract and the period, and the settlement row (unique on contract + period) is written inside that
 * transfer's transaction; a period that pays nothing, or whose payer lacks the money, gets its row alone, and
 * nothing moves. Periods settle in order, so a dividend's carry-forward reads the period before it.
 */
import type { Selectable } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import type { ContractStatement } from '../../../contract/calls/agent-contracts.ts';
import { VALUE_KIND } from '../../../contract/rules/contract-terms.ts';
import { IdempotencyConflictError, InsufficientFundsError } from '../ledger/index.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { systemWallet } from '../wallet/index.ts';
import { termsOf, type ContractRow } from './contracts.ts';
import { nextPeriod, periodAt, type Period } from './periods.ts';
import * as repo from './repository.ts';
import { statementFor } from './statement.ts';
import type { AgentContractSettlementsTable } from './tables.ts';

export type SettlementRow = Selectable<AgentContractSettlementsTable>;

/** How many periods one run settles per contract: a long outage is caught up over a few runs, not in one. */
const MAX_PERIODS_PER_RUN = 400;

/** Raised inside the payout's transaction when the period already has its row: the payout rolls back. */
class AlreadySettledError extends Error {
  constructor(key: string) {
    super(`period ${key} is already settled`);
    this.name = 'AlreadySettledError';
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The ledger transfer id of a period's payout: contract and period, so a repeat can only find it. */
export function settlementTransferId(contractId: number, periodKey: string): string {
  return `contract:${contractId}:${periodKey}`;
}

/** Who pays: the upline's main wallet, or the house's agent pool for a contract the house offered. */
async function payerOf(
  ctx: PlatformContext,
  contract: ContractRow,
): Promise<{ accountId: number; payer: 'upline' | 'house' }> {
  if (contract.upline_id === null) return { accountId: await systemWallet(ctx, 'agent_pool'), payer: 'house' };
  const settings = await ctx.settings.get();
  return { accountId: await ctx.ledger.memberAccount(contract.upline_id, settings.currency, 'main'), payer: 'upline' };
}

/** Settles one period measured over [period.start, measuredUntil); answers its row, new or found. */
export async function settlePeriod(
  ctx: PlatformContext,
  contract: ContractRow,
  period: Period,
  measuredUntil: number,
): Promise<SettlementRow> {
  const found = await repo.settlementByKey(ctx.db, contract.id, period.key);
  if (found) return found;
  const terms = termsOf(contract);
  const start = new Date(period.start).toISOString();
  const end = new Date(Math.min(measuredUntil, period.end)).toISOString();
  const previous = await repo.lastSettlement(ctx.db, contract.id);
  const carryIn = contract.type === 'dividend' && previous ? toMinor(previous.carry_out_minor) : 0n;
  const figures = await repo.teamFigures(
    ctx.db,
    ctx.config.merchantCode,
    contract.downline_id,
    start,
    end,
    toMinor(contract.active_min_stake_minor),
  );
  const statement = statementFor(contract.type, terms, figures, carryIn);
  const { accountId, payer } = await payerOf(ctx, contract);
  const at = new Date(ctx.now()).toISOString();
  const row = {
    contract_id: contract.id,
    period_key: period.key,
    period_start: start,
    period_end: end,
    turnover_minor: figures.turnoverMinor,
    active_members: figures.activeMembers,
    net_loss_minor: figures.netLossMinor,
    carry_in_minor: carryIn,
    carry_out_minor: statement.carryOutMinor,
    measure: statement.measure.toString(),
    tier: statement.tier,
    tier_value: statement.tierValue === null ? null : statement.tierValue.toString(),
    payout_minor: statement.payoutMinor,
    payer,
    settled_at: at,
  };
  if (statement.payoutMinor === 0n) {
    await repo.insertSettlement(ctx.db, { ...row, status: 'nothing', transfer_id: null });
    return (await repo.settlementByKey(ctx.db, contract.id, period.key))!;
  }
  const transferId = settlementTransferId(contract.id, period.key);
  const settings = await ctx.settings.get();
  try {
    await ctx.ledger.transfer({
      id: transferId,
      code: contract.type === 'dividend' ? 'dividend' : 'salary',
      debitAccountId: accountId,
      creditAccountId: await ctx.ledger.memberAccount(contract.downline_id, settings.currency, 'main'),
      amountMinor: statement.payoutMinor,
      metadata: { contractId: contract.id, period: period.key },
      alsoInTransaction: async (trx) => {
        if (!(await repo.insertSettlement(trx, { ...row, status: 'paid', transfer_id: transferId })))
          throw new AlreadySettledError(period.key);
      },
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      // The payer cannot cover it: the period is recorded as owed, with what it would have paid; nothing moves.
      await repo.insertSettlement(ctx.db, { ...row, status: 'owed', transfer_id: null });
    } else if (
      // Another run settled this period first (its row, or its transfer with figures read a moment earlier).
      !(error instanceof AlreadySettledError || error instanceof IdempotencyConflictError || isUniqueViolation(error))
    ) {
      throw error;
    }
  }
  return (await repo.settlementByKey(ctx.db, contract.id, period.key))!;
}

/** The first period a contract has not settled yet. */
async function firstOpenPeriod(ctx: PlatformContext, contract: ContractRow): Promise<Period> {
  const last = await repo.lastSettlement(ctx.db, contract.id);
  if (last) return nextPeriod(contract.period, periodAt(contract.period, Date.parse(last.period_start)));
  return periodAt(contract.period, Date.parse(contract.accepted_at!));
}

/**
 * Settles every ended period of a contract in order, from the first unsettled one: a period is settled when it
 * ends; one that began before the contract ended is its last (a terminated contract stops from the next period).
 */
export async function settleDue(ctx: PlatformContext, contract: ContractRow, now: number): Promise<SettlementRow[]> {
  if (!contract.accepted_at) return [];
  const stop = contract.ended_at ? Date.parse(contract.ended_at) : Number.POSITIVE_INFINITY;
  const settled: SettlementRow[] = [];
  let period = await firstOpenPeriod(ctx, contract);
  while (period.end <= now && period.start < stop && settled.length < MAX_PERIODS_PER_RUN) {
    settled.push(await settlePeriod(ctx, contract, period, period.end));
    period = nextPeriod(contract.period, period);
  }
  return settled;
}

/**
 * The operator's "settle now": the ended periods, then the current one measured up to now (it is then closed:
 * later play in it counts for nothing). Periods after the contract's end are never settled.
 */
export async function settleNow(ctx: PlatformContext, contract: ContractRow, now: number): Promise<SettlementRow[]> {
  const settled = await settleDue(ctx, contract, now);
  if (!contract.accepted_at) return settled;
  const stop = contract.ended_at ? Date.parse(contract.ended_at) : Number.POSITIVE_INFINITY;
  const current = periodAt(contract.period, now);
  if (current.start < stop && current.start < now) settled.push(await settlePeriod(ctx, contract, current, now));
  return settled;
}

/** One run of the settlement job over every contract that may have a period to settle. */
export async function runSettlements(ctx: PlatformContext): Promise<number> {
  const now = ctx.now();
  let count = 0;
  for (const contract of await repo.settleableContracts(ctx.db, ctx.config.merchantCode))
    count += (await settleDue(ctx, contract, now)).length;
  return count;
}

const money = (minor: bigint) => ({ amount: formatMinor(minor), amountMinor: minor.toString() });

/** A settlement row as the statement the agents read. */
export function statementOf(contract: ContractRow, row: SettlementRow): ContractStatement {
  return {
    periodKey: row.period_key,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    status: row.status,
    turnover: money(toMinor(row.turnover_minor)),
    activeMembers: Number(row.active_members),
    netLoss: money(toMinor(row.net_loss_minor)),
    carryIn: money(toMinor(row.carry_in_minor)),
    carryOut: money(toMinor(row.carry_out_minor)),
    basis: contract.basis,
    measure: row.measure,
    tier: row.tier === null ? null : Number(row.tier),
    valueKind: VALUE_KIND[contract.type],
    value: row.tier_value,
    payout: money(toMinor(row.payout_minor)),
    payer: row.payer,
    transferId: row.transfer_id,
    settledAt: row.settled_at,
  };
}
