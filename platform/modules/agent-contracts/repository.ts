/** All SQL of agent contracts: contracts and their history, settlement rows, and the team figures a period reads. */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AGENT_ACCOUNT_TYPES } from '../../../contract/rules/account-types.ts';
import type { ContractType } from '../../../contract/rules/contract-terms.ts';
import { toMinor } from '../../../contract/minor-units.ts';
import { team } from '../agent/index.ts';
import type { Figures } from './statement.ts';
import type {
  AgentContractEventsTable,
  AgentContractSettlementsTable,
  AgentContractsTable,
  ContractStatus,
} from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function agentByUsername(db: Db, merchantCode: string, username: string) {
  return db
    .selectFrom('members')
    .select(['id', 'username', 'account_type', 'to_upline', 'status'])
    .where('merchant_code', '=', merchantCode)
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}

/** The agents whose upline is this member: who they may offer a contract to. */
export async function directDownlineAgents(db: Db, merchantCode: string, uplineId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('username')
    .where('merchant_code', '=', merchantCode)
    .where('to_upline', '=', uplineId)
    .where('account_type', 'in', [...AGENT_ACCOUNT_TYPES])
    .where('status', '=', 'active')
    .orderBy('username')
    .execute();
  return rows.map((r) => r.username);
}

export async function hasDownlineAgent(db: Db, merchantCode: string, uplineId: number): Promise<boolean> {
  return (await directDownlineAgents(db, merchantCode, uplineId)).length > 0;
}

/** The contract types this agent has ever been offered, as downline. */
export async function typesOffered(db: Db, merchantCode: string, downlineId: number): Promise<ContractType[]> {
  const rows = await db
    .selectFrom('agent_contracts')
    .select('type')
    .distinct()
    .where('merchant_code', '=', merchantCode)
    .where('downline_id', '=', downlineId)
    .execute();
  return rows.map((r) => r.type);
}

export async function insertContract(
  trx: Transaction<Database>,
  contract: Insertable<AgentContractsTable>,
  actorId: number | null,
): Promise<number> {
  const { id } = await trx.insertInto('agent_contracts').values(contract).returning('id').executeTakeFirstOrThrow();
  await insertEvent(trx, { contract_id: id, action: 'offer', actor_id: actorId, created_at: contract.offered_at });
  return id;
}

export async function insertEvent(db: Db, event: Insertable<AgentContractEventsTable>): Promise<void> {
  await db.insertInto('agent_contract_events').values(event).execute();
}

export function contractById(db: Db, merchantCode: string, id: number) {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves a contract from one status to another; false when it was no longer in `from` (a concurrent answer won). */
export async function moveContract(
  trx: Transaction<Database>,
  id: number,
  from: ContractStatus,
  to: ContractStatus,
  at: string,
  changes: Partial<Pick<AgentContractsTable, 'accepted_at' | 'ended_at'>>,
): Promise<boolean> {
  const result = await trx
    .updateTable('agent_contracts')
    .set({ status: to, updated_at: at, ...changes })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A member's contracts of a type, on either side, newest first. */
export function contractsOf(db: Db, merchantCode: string, memberId: number, type: ContractType) {
  return db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('type', '=', type)
    .where((eb) => eb.or([eb('upline_id', '=', memberId), eb('downline_id', '=', memberId)]))
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export function allContracts(db: Db, merchantCode: string) {
  return db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .selectAll('c')
    .select(['d.username as downline', 'u.username as upline'])
    .where('c.merchant_code', '=', merchantCode)
    .orderBy('c.id')
    .execute();
}

export function eventsOf(db: Db, contractIds: number[]) {
  if (!contractIds.length) return Promise.resolve([]);
  return db
    .selectFrom('agent_contract_events as e')
    .leftJoin('members as m', 'm.id', 'e.actor_id')
    .select(['e.contract_id', 'e.action', 'e.created_at', 'm.username'])
    .where('e.contract_id', 'in', contractIds)
    .orderBy('e.id')
    .execute();
}

export async function usernamesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** Contracts that may have a period to settle: running, or ended after they ran (their last periods). */
export function settleableContracts(db: Db, merchantCode: string, contractId?: number) {
  let query = db
    .selectFrom('agent_contracts')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('accepted_at', 'is not', null)
    .where('status', 'in', ['active', 'terminated']);
  if (contractId !== undefined) query = query.where('id', '=', contractId);
  return query.orderBy('id').execute();
}

export function settlementsOf(db: Db, contractId: number, limit = 100) {
  return db
    .selectFrom('agent_contract_settlements')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period_start', 'desc')
    .limit(limit)
    .execute();
}

export function lastSettlement(db: Db, contractId: number) {
  return db
    .selectFrom('agent_contract_settlements')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function settlementByKey(db: Db, contractId: number, periodKey: string) {
  return db
    .selectFrom('agent_contract_settlements')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
}

/** Writes a period's row unless the period already has one (another run settled it): true when this one was written. */
export async function insertSettlement(db: Db, row: Insertable<AgentContractSettlementsTable>): Promise<boolean> {
  const result = await db
    .insertInto('agent_contract_settlements')
    .values(row)
    .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

interface MemberMoves {
  member_id: number;
  staked: string | number | bigint | null;
  refunds: string | number | bigint | null;
  wins: string | number | bigint | null;
  bonuses: string | number | bigint | null;
}

/**
 * The team of an agent (every member below it, at any depth; not the agent itself) in [start, end): settled
 * stakes less rollbacks (turnover), members whose turnover reached `activeMin` (active), and the team's net
 * loss: turnover less wins, bonuses and rebates paid to them. Read from the ledger's transfers, by their time.
 */
export async function teamFigures(
  db: Db,
  merchantCode: string,
  agentId: number,
  start: string,
  end: string,
  activeMin: bigint,
): Promise<Figures> {
  const { rows } = await sql<MemberMoves>`
    ${team(agentId)},
    wallets as (
      select a.id, a.member_id from ledger_accounts a join team on a.member_id = team.id
      where a.merchant_code = ${merchantCode} and a.kind in ('main', 'vendor')
    ),
    moves as (
      select w.member_id, t.amount_minor as staked, 0 as refunds, 0 as wins, 0 as bonuses
        from ledger_transfers t join wallets w on t.debit_account_id = w.id
        where t.code = 'bet' and t.kind in ('posted', 'post') and t.created_at >= ${start} and t.created_at < ${end}
      union all
      select w.member_id, 0,
          case when t.code = 'refund' then t.amount_minor else 0 end,
          case when t.code = 'win' then t.amount_minor else 0 end,
          case when t.code in ('bonus', 'bonus_release', 'rebate') then t.amount_minor else 0 end
        from ledger_transfers t join wallets w on t.credit_account_id = w.id
        where t.code in ('refund', 'win', 'bonus', 'bonus_release', 'rebate') and t.kind = 'posted'
          and t.created_at >= ${start} and t.created_at < ${end}
      union all
      -- Cashback taken back from a refunded stake: the rebate it undoes no longer counts against the net loss.
      select w.member_id, 0, 0, 0, -t.amount_minor
        from ledger_transfers t join wallets w on t.debit_account_id = w.id
        where t.code = 'rebate_reversal' and t.kind = 'posted' and t.created_at >= ${start} and t.created_at < ${end}
    )
    select member_id, sum(staked) as staked, sum(refunds) as refunds, sum(wins) as wins, sum(bonuses) as bonuses
      from moves group by member_id
  `.execute(db);
  let turnover = 0n;
  let netLoss = 0n;
  let active = 0;
  for (const row of rows) {
    const staked = toMinor(row.staked ?? 0) - toMinor(row.refunds ?? 0);
    turnover += staked;
    netLoss += staked - toMinor(row.wins ?? 0) - toMinor(row.bonuses ?? 0);
    if (staked >= activeMin) active += 1;
  }
  return { turnoverMinor: turnover, activeMembers: active, netLossMinor: netLoss };
}
