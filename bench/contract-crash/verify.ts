/**
 * The contract crash bench's verdict, read from the database after the last restart:
 * - each contract's settled periods are its periods in order from the one it was accepted in, each exactly once,
 *   none missing up to the last one that had ended when the last settlement started;
 * - each statement says again what its period measured: the team's figures re-read from the ledger for its
 *   interval, and the payout and carry-forward the terms give for them with the carry of the period before;
 * - a paid statement has exactly one ledger transfer, from its payer to its downline, whose two postings are its
 *   payout; an owed or empty one has none; no contract transfer exists without its statement;
 * - each agent's wallet moved by exactly what it was paid less what it paid, and the house's agent pool by what the
 *   house paid; the ledger's own invariants hold (bench/lib/ledger-checks.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { termsOf } from '../../platform/modules/agent-contracts/contracts.ts';
import { nextPeriod, periodAt, type Period } from '../../platform/modules/agent-contracts/periods.ts';
import { teamFigures } from '../../platform/modules/agent-contracts/repository.ts';
import { settlementTransferId } from '../../platform/modules/agent-contracts/settlement.ts';
import { statementFor } from '../../platform/modules/agent-contracts/statement.ts';
import type { ContractPeriod } from '../../platform/modules/agent-contracts/tables.ts';
import { toMinor } from '../../contract/minor-units.ts';
import { ledgerFailures } from '../lib/ledger-checks.ts';

/** Minor-unit balances of the agents' main wallets and of the house's agent pool (key 'house'). */
export async function payerBalances(db: Kysely<Database>, agentIds: Map<string, number>): Promise<Map<string, bigint>> {
  const balances = new Map<string, bigint>();
  for (const [name, id] of agentIds) {
    const row = await db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('member_id', '=', id)
      .where('kind', '=', 'main')
      .executeTakeFirst();
    balances.set(name, row ? toMinor(row.balance_minor) : 0n);
  }
  // The agent pool is a system account: untracked, its balance is its postings.
  const pool = await db
    .selectFrom('ledger_postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
    .select((eb) => eb.fn.sum<string | number | bigint>('ledger_postings.amount_minor').as('total'))
    .where('ledger_accounts.kind', '=', 'agent_pool')
    .executeTakeFirst();
  balances.set('house', toMinor(pool?.total ?? 0));
  return balances;
}

/** The last period of a contract that had ended by `at`, if any since it was accepted. */
export function lastEndedPeriod(kind: ContractPeriod, accepted: number, at: number): Period | undefined {
  let last: Period | undefined;
  for (let p = periodAt(kind, accepted); p.end <= at; p = nextPeriod(kind, p)) last = p;
  return last;
}

export interface ContractVerdict {
  failures: string[];
  settled: number;
  paid: number;
  owed: number;
  nothing: number;
}

export async function verifyContracts(
  db: Kysely<Database>,
  contractIds: number[],
  agentIds: Map<string, number>,
  start: Map<string, bigint>,
  /** Every period that had ended by then must be settled. */
  settledUpTo: number,
): Promise<ContractVerdict> {
  const failures: string[] = [];
  const fail = (text: string) => {
    if (failures.length < 50) failures.push(text);
  };
  const names = new Map([...agentIds].map(([name, id]) => [id, name]));
  const moved = new Map<string, bigint>();
  const move = (who: string, delta: bigint) => moved.set(who, (moved.get(who) ?? 0n) + delta);
  const verdict: ContractVerdict = { failures, settled: 0, paid: 0, owed: 0, nothing: 0 };
  const expectedTransfers = new Set<string>();

  for (const id of contractIds) {
    const contract = await db.selectFrom('agent_contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('agent_contract_settlements')
      .selectAll()
      .where('contract_id', '=', id)
      .orderBy('period_start')
      .orderBy('id')
      .execute();
    const terms = termsOf(contract);
    let period = periodAt(contract.period, Date.parse(contract.accepted_at!));
    let carry = 0n;
    for (const row of rows) {
      verdict.settled += 1;
      const where = `contract ${id} (${contract.type}) ${row.period_key}`;
      if (row.period_key !== period.key) {
        fail(`${where}: settled where ${period.key} was next (a period twice, or one missed)`);
        // Read on from this row, so one gap is told once.
        period = periodAt(contract.period, Date.parse(row.period_start));
      }
      if (Date.parse(row.period_start) !== period.start || Date.parse(row.period_end) > period.end)
        fail(`${where}: interval ${row.period_start}–${row.period_end} is not the period's`);
      const figures = await teamFigures(
        db,
        contract.merchant_code,
        contract.downline_id,
        row.period_start,
        row.period_end,
        toMinor(contract.active_min_stake_minor),
      );
      const carryIn = contract.type === 'dividend' ? carry : 0n;
      const want = statementFor(contract.type, terms, figures, carryIn);
      const got = {
        turnover: toMinor(row.turnover_minor),
        active: Number(row.active_members),
        netLoss: toMinor(row.net_loss_minor),
        carryIn: toMinor(row.carry_in_minor),
        carryOut: toMinor(row.carry_out_minor),
        payout: toMinor(row.payout_minor),
      };
      if (
        got.turnover !== figures.turnoverMinor ||
        got.active !== figures.activeMembers ||
        got.netLoss !== figures.netLossMinor ||
        got.carryIn !== carryIn ||
        got.carryOut !== want.carryOutMinor ||
        got.payout !== want.payoutMinor
      )
        fail(
          `${where}: statement ${JSON.stringify(got, (_, v) => (typeof v === 'bigint' ? String(v) : v))} but its period reads ` +
            `turnover ${figures.turnoverMinor}, active ${figures.activeMembers}, net loss ${figures.netLossMinor}, carry in ${carryIn}, ` +
            `payout ${want.payoutMinor}, carry out ${want.carryOutMinor}`,
        );
      carry = got.carryOut;

      const transferId = settlementTransferId(id, row.period_key);
      const transfer = await db
        .selectFrom('ledger_transfers')
        .selectAll()
        .where('id', '=', transferId)
        .executeTakeFirst();
      const postings = await db
        .selectFrom('ledger_postings')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_postings.account_id')
        .select(['ledger_postings.amount_minor', 'ledger_accounts.member_id', 'ledger_accounts.kind'])
        .where('ledger_postings.transfer_id', '=', transferId)
        .execute();
      const payer = row.payer === 'house' ? 'house' : names.get(contract.upline_id!)!;
      if (row.payer !== (contract.upline_id === null ? 'house' : 'upline')) fail(`${where}: payer ${row.payer}`);
      if (row.status === 'paid') {
        verdict.paid += 1;
        expectedTransfers.add(transferId);
        const debit = postings.find((p) => toMinor(p.amount_minor) < 0n);
        const credit = postings.find((p) => toMinor(p.amount_minor) > 0n);
        const payerOk = row.payer === 'house' ? debit?.kind === 'agent_pool' : debit?.member_id === contract.upline_id;
        if (
          row.transfer_id !== transferId ||
          !transfer ||
          toMinor(transfer.amount_minor) !== got.payout ||
          transfer.code !== (contract.type === 'dividend' ? 'dividend' : 'salary') ||
          postings.length !== 2 ||
          toMinor(debit?.amount_minor ?? 0) !== -got.payout ||
          toMinor(credit?.amount_minor ?? 0) !== got.payout ||
          !payerOk ||
          credit?.member_id !== contract.downline_id ||
          credit?.kind !== 'main'
        )
          fail(
            `${where}: paid ${got.payout} but its ledger transfer is ${transfer ? `${transfer.code} ${transfer.amount_minor}` : 'missing'} with ${postings.length} postings`,
          );
        move(payer, -got.payout);
        move(names.get(contract.downline_id)!, got.payout);
      } else {
        if (row.status === 'owed') verdict.owed += 1;
        else verdict.nothing += 1;
        if (transfer || postings.length || row.transfer_id !== null)
          fail(`${where}: ${row.status} but money moved (${transferId})`);
        if ((row.status === 'nothing') !== (got.payout === 0n))
          fail(`${where}: ${row.status} with payout ${got.payout}`);
      }
      period = nextPeriod(contract.period, period);
    }
    const last = lastEndedPeriod(contract.period, Date.parse(contract.accepted_at!), settledUpTo);
    if (last && (!rows.length || Date.parse(rows.at(-1)!.period_start) < last.start))
      fail(`contract ${id}: settled up to ${rows.at(-1)?.period_key ?? 'nothing'}, but ${last.key} had ended`);
  }

  const stray = await db.selectFrom('ledger_transfers').select('id').where('id', 'like', 'contract:%').execute();
  for (const t of stray) if (!expectedTransfers.has(t.id)) fail(`transfer ${t.id} pays no settled statement`);

  const end = await payerBalances(db, agentIds);
  for (const [who, before] of start) {
    const want = before + (moved.get(who) ?? 0n);
    const got = end.get(who) ?? 0n;
    if (got !== want)
      fail(`${who}'s wallet: ${got}, but its statements make ${want} (${got - want > 0n ? '+' : ''}${got - want})`);
  }
  for (const f of await ledgerFailures(db)) fail(f);
  return verdict;
}
