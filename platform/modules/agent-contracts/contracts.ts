/**
 * Contract life (spec 4 contract actions): an upline offers a direct downline agent a contract (or the house
 * offers a top-level agent one, by the operator's verb); the downline accepts or rejects it; either side
 * terminates it. Every step is a conditional status change plus a history row in one transaction, so two
 * concurrent answers cannot both win; at most one contract of a type is offered or running per downline (a
 * unique index backs the check).
 */
import type { Selectable } from 'kysely';
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MemberRow } from '../identity/index.ts';
import { AGENT_ACCOUNT_TYPES } from '../../../contract/rules/account-types.ts';
import {
  CONTRACT_TYPES,
  MAX_ACTIVE_STAKE_MINOR,
  MAX_TIERS,
  MIN_ACTIVE_STAKE_MINOR,
  termsProblem,
  type ContractTerms,
  type ContractType,
} from '../../../contract/rules/contract-terms.ts';
import type { ContractInfo, ContractView } from '../../../contract/calls/agent-contracts.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { periodOfType } from './periods.ts';
import * as repo from './repository.ts';
import type { AgentContractsTable, ContractPeriod } from './tables.ts';

export type ContractRow = Selectable<AgentContractsTable>;
export type ContractAction = 'accept' | 'reject' | 'terminate';

const INFO_FIELD: Record<ContractType, keyof Omit<ContractInfo, 'policy'>> = {
  daily: 'dailysalreqtype',
  dividend: 'divtypereq',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function isAgent(member: Pick<MemberRow, 'account_type'>): boolean {
  return AGENT_ACCOUNT_TYPES.includes(member.account_type);
}

async function policyOn(ctx: PlatformContext): Promise<boolean> {
  return (await ctx.settings.get()).flags.AGENTPOLICY3 === true;
}

/** Refuses anyone but an agent of a site with the agent policy on. */
async function requireAgent(ctx: PlatformContext, member: MemberRow): Promise<void> {
  if (!(await policyOn(ctx))) throw new PlatformError(403, 'feature_off');
  if (!isAgent(member)) throw new PlatformError(403, 'contract_not_agent');
}

/**
 * Spec 3's consolidated contract info: a type is enabled for an agent who can offer it (one with a downline
 * agent) or who has been offered one of it; nothing is enabled without AGENTPOLICY3 or for a non-agent.
 */
export async function contractInfoFor(ctx: PlatformContext, member: MemberRow): Promise<ContractInfo> {
  const policy = await policyOn(ctx);
  const info: ContractInfo = {
    policy,
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
  };
  if (!policy || !isAgent(member)) return info;
  const merchant = ctx.config.merchantCode;
  const [canOffer, offered] = await Promise.all([
    repo.hasDownlineAgent(ctx.db, merchant, member.id),
    repo.typesOffered(ctx.db, merchant, member.id),
  ]);
  for (const type of CONTRACT_TYPES) if (canOffer || offered.includes(type)) info[INFO_FIELD[type]] = 1;
  return info;
}

export function termsOf(row: ContractRow): ContractTerms {
  return {
    basis: row.basis,
    ...(row.type === 'dividend' ? { period: row.period as ContractTerms['period'] } : {}),
    activeMinStakeMinor: toMinor(row.active_min_stake_minor).toString(),
    tiers: JSON.parse(row.tiers) as ContractTerms['tiers'],
  };
}

/** The contracts as the signed-in agent sees them, each with its history. */
export async function viewsOf(ctx: PlatformContext, rows: ContractRow[], viewerId: number): Promise<ContractView[]> {
  const ids = rows.map((r) => r.id);
  const [events, names] = await Promise.all([
    repo.eventsOf(ctx.db, ids),
    repo.usernamesOf(ctx.db, [...new Set(rows.flatMap((r) => [r.downline_id, ...(r.upline_id ? [r.upline_id] : [])]))]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    upline: row.upline_id === null ? null : (names.get(row.upline_id) ?? ''),
    downline: names.get(row.downline_id) ?? '',
    role: row.downline_id === viewerId ? 'downline' : 'upline',
    terms: termsOf(row),
    offeredAt: row.offered_at,
    acceptedAt: row.accepted_at,
    endedAt: row.ended_at,
    history: events
      .filter((e) => e.contract_id === row.id)
      .map((e) => ({ action: e.action, by: e.username ?? null, at: e.created_at })),
  }));
}

export async function listContracts(
  ctx: PlatformContext,
  member: MemberRow,
  type: ContractType,
): Promise<{ contracts: ContractView[]; downlines: string[] }> {
  await requireAgent(ctx, member);
  const merchant = ctx.config.merchantCode;
  const [rows, downlines] = await Promise.all([
    repo.contractsOf(ctx.db, merchant, member.id, type),
    repo.directDownlineAgents(ctx.db, merchant, member.id),
  ]);
  return { contracts: await viewsOf(ctx, rows, member.id), downlines };
}

/** Bad terms, refused in the player's words (the form checks the same rules first). */
function checkTerms(type: ContractType, terms: ContractTerms): void {
  const problem = termsProblem(type, terms);
  if (!problem) return;
  const params: Record<string, string> =
    problem === 'tierCount'
      ? { max: String(MAX_TIERS) }
      : problem === 'activeMin'
        ? { min: formatMinor(MIN_ACTIVE_STAKE_MINOR), max: formatMinor(MAX_ACTIVE_STAKE_MINOR) }
        : {};
  throw new PlatformError(400, `contract_terms_${problem}`, undefined, params);
}

async function insertOffer(
  ctx: PlatformContext,
  type: ContractType,
  uplineId: number | null,
  downlineId: number,
  terms: ContractTerms,
): Promise<ContractRow> {
  const merchant = ctx.config.merchantCode;
  const at = new Date(ctx.now()).toISOString();
  let id: number;
  try {
    id = await ctx.db.transaction().execute((trx) =>
      repo.insertContract(
        trx,
        {
          merchant_code: merchant,
          type,
          upline_id: uplineId,
          downline_id: downlineId,
          status: 'offered',
          basis: terms.basis,
          period: periodOfType(type, terms.period as ContractPeriod | undefined),
          active_min_stake_minor: BigInt(terms.activeMinStakeMinor),
          tiers: JSON.stringify(terms.tiers.map((t) => ({ threshold: t.threshold, value: t.value }))),
          offered_at: at,
          accepted_at: null,
          ended_at: null,
          updated_at: at,
        },
        uplineId,
      ),
    );
  } catch (error) {
    // A parallel offer of the same type to the same agent got there first.
    if (isUniqueViolation(error)) throw new PlatformError(409, 'contract_exists');
    throw error;
  }
  return (await repo.contractById(ctx.db, merchant, id))!;
}

export async function offerContract(
  ctx: PlatformContext,
  member: MemberRow,
  input: { type: ContractType; downline: string; terms: ContractTerms },
): Promise<ContractView> {
  await requireAgent(ctx, member);
  checkTerms(input.type, input.terms);
  const merchant = ctx.config.merchantCode;
  const downline = await repo.agentByUsername(ctx.db, merchant, input.downline);
  if (!downline || !isAgent(downline)) throw new PlatformError(404, 'contract_downline_unknown');
  if (downline.to_upline !== member.id || downline.status !== 'active')
    throw new PlatformError(403, 'contract_not_downline');
  const row = await insertOffer(ctx, input.type, member.id, downline.id, input.terms);
  return (await viewsOf(ctx, [row], member.id))[0]!;
}

/** The operator's offer on the house's behalf, to a top-level agent (one without an upline). */
export async function offerAsHouse(
  ctx: PlatformContext,
  downlineName: string,
  type: ContractType,
  terms: ContractTerms,
): Promise<ContractRow> {
  checkTerms(type, terms);
  const downline = await repo.agentByUsername(ctx.db, ctx.config.merchantCode, downlineName);
  if (!downline || !isAgent(downline)) throw new PlatformError(404, 'contract_downline_unknown');
  if (downline.to_upline !== null) throw new PlatformError(403, 'contract_not_downline');
  return insertOffer(ctx, type, null, downline.id, terms);
}

/**
 * Accept or reject (the downline only, while offered) or terminate (either side, while offered or running).
 * `actorId` null is the house: the operator may terminate any contract.
 */
export async function actOnContract(
  ctx: PlatformContext,
  actorId: number | null,
  contractId: number,
  action: ContractAction,
): Promise<ContractRow> {
  const merchant = ctx.config.merchantCode;
  const contract = await repo.contractById(ctx.db, merchant, contractId);
  const party = actorId === null || contract?.upline_id === actorId || contract?.downline_id === actorId;
  if (!contract || !party) throw new PlatformError(404, 'contract_not_found');
  if (action !== 'terminate' && contract.downline_id !== actorId)
    throw new PlatformError(403, 'contract_only_downline');
  const at = new Date(ctx.now()).toISOString();
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const done =
      action === 'accept'
        ? await repo.moveContract(trx, contractId, 'offered', 'active', at, { accepted_at: at })
        : action === 'reject'
          ? await repo.moveContract(trx, contractId, 'offered', 'rejected', at, { ended_at: at })
          : (await repo.moveContract(trx, contractId, 'active', 'terminated', at, { ended_at: at })) ||
            (await repo.moveContract(trx, contractId, 'offered', 'terminated', at, { ended_at: at }));
    if (done) await repo.insertEvent(trx, { contract_id: contractId, action, actor_id: actorId, created_at: at });
    return done;
  });
  if (!moved) throw new PlatformError(409, action === 'terminate' ? 'contract_not_running' : 'contract_not_offered');
  return (await repo.contractById(ctx.db, merchant, contractId))!;
}

export async function memberActs(
  ctx: PlatformContext,
  member: MemberRow,
  contractId: number,
  action: ContractAction,
): Promise<ContractView> {
  await requireAgent(ctx, member);
  const row = await actOnContract(ctx, member.id, contractId, action);
  return (await viewsOf(ctx, [row], member.id))[0]!;
}

/** A party's own contract, or a 404 for anyone else. */
export async function contractOfParty(
  ctx: PlatformContext,
  member: MemberRow,
  contractId: number,
): Promise<ContractRow> {
  await requireAgent(ctx, member);
  const contract = await repo.contractById(ctx.db, ctx.config.merchantCode, contractId);
  if (!contract || (contract.upline_id !== member.id && contract.downline_id !== member.id))
    throw new PlatformError(404, 'contract_not_found');
  return contract;
}
