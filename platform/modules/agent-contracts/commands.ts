/**
 * `contracts agents|list|offer|terminate|settle|statement`: the operator's side of agent contracts
 * (platform/modules/agent-contracts). Settling moves money only through the settlement's one ledger transfer per
 * contract and period, so settling a period again (or while the server's job does) pays nothing more.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import { message } from '../../http/messages.ts';
import { CONTRACT_TYPES, type ContractType } from '../../../contract/rules/contract-terms.ts';
import { contractTerms } from '../../../contract/calls/agent-contracts.ts';
import { actOnContract, offerAsHouse, type ContractRow } from './contracts.ts';
import { boundRefusal } from '../reward-bound/index.ts';
import { houseSalaryWith } from './salary-bound.ts';
import * as repo from './repository.ts';
import { settleDue, settleNow, statementOf, type SettlementRow } from './settlement.ts';
import { AGENT_ACCOUNT_TYPES } from '../../../contract/rules/account-types.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE =
  "contracts agents | contracts list | contracts offer <top-level agent> <dividend|daily|hourly|realtime> '<terms json>' | contracts terminate <id> | contracts settle <id|all> [now] | contracts statement <id> [period]";

function contractId(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1)
    throw new UsageError(`expected a contract id, got ${text ?? 'nothing'}`);
  return id;
}

/** A platform refusal, in the operator's words (English). */
async function inWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PlatformError) throw new UsageError(message('en', error.key, error.params));
    throw error;
  }
}

function tiersText(row: ContractRow): string {
  const tiers = JSON.parse(row.tiers) as { threshold: string; value: string }[];
  const threshold = (t: string) => (row.basis === 'active' ? `${t} active` : formatMinor(BigInt(t)));
  const value = (v: string) =>
    row.type === 'daily' || row.type === 'hourly' ? formatMinor(BigInt(v)) : `${Number(v) / 100}%`;
  return tiers.map((t) => `${threshold(t.threshold)} -> ${value(t.value)}`).join('; ');
}

function settlementLine(row: SettlementRow): string {
  const payout = formatMinor(toMinor(row.payout_minor));
  const words =
    row.status === 'paid'
      ? `paid ${payout}`
      : row.status === 'owed'
        ? `owed ${payout}: the payer's wallet could not cover it, nothing moved`
        : 'nothing due';
  return `${row.period_key.padEnd(18)} ${words}`;
}

function statementText(contract: ContractRow, row: SettlementRow): string {
  const s = statementOf(contract, row);
  const measure = s.basis === 'active' ? `${s.measure} active members` : formatMinor(BigInt(s.measure));
  const value =
    s.value === null ? 'none' : s.valueKind === 'amount' ? formatMinor(BigInt(s.value)) : `${Number(s.value) / 100}%`;
  return [
    `contract ${contract.id} (${contract.type}) period ${s.periodKey}: ${s.periodStart} to ${s.periodEnd}`,
    `  team turnover ${s.turnover.amount}, active members ${s.activeMembers}, team net loss ${s.netLoss.amount}`,
    `  carried in ${s.carryIn.amount}; tiers read by ${s.basis}: ${measure}`,
    `  tier reached ${s.tier ?? 'none'}, rate ${value}`,
    `  payout ${s.payout.amount} from the ${s.payer}: ${s.status}${s.transferId ? ` (${s.transferId})` : ''}`,
    `  carried forward ${s.carryOut.amount}; settled ${s.settledAt}`,
  ].join('\n');
}

async function contractOf(ctx: PlatformContext, text: string | undefined): Promise<ContractRow> {
  const id = contractId(text);
  const row = await repo.contractById(ctx.db, ctx.config.merchantCode, id);
  if (!row) throw new UsageError(`no contract ${id}`);
  return row;
}

async function run(ctx: PlatformContext, [action, first, ...rest]: string[]): Promise<string> {
  const merchant = ctx.config.merchantCode;
  switch (action) {
    case 'agents': {
      const agents = await ctx.db
        .selectFrom('members as m')
        .leftJoin('members as u', 'u.id', 'm.to_upline')
        .select(['m.id', 'm.username', 'm.account_type', 'u.username as upline'])
        .where('m.merchant_code', '=', merchant)
        .where('m.account_type', 'in', [...AGENT_ACCOUNT_TYPES])
        .orderBy('m.id')
        .execute();
      if (!agents.length) return 'no agents';
      return agents
        .map((a) => `${a.username.padEnd(16)} type ${a.account_type}  upline ${a.upline ?? '(house)'}`)
        .join('\n');
    }
    case 'list': {
      const rows = await repo.allContracts(ctx.db, merchant);
      if (!rows.length) return 'no contracts';
      return rows
        .map((r) =>
          [
            String(r.id).padStart(5),
            r.type.padEnd(8),
            r.status.padEnd(10),
            `${r.upline ?? '(house)'} -> ${r.downline}`.padEnd(30),
            `period ${r.period}`.padEnd(12),
            `by ${r.basis}`.padEnd(12),
            tiersText(r),
          ].join('  '),
        )
        .join('\n');
    }
    case 'offer': {
      const [type, json] = rest;
      if (!first || !CONTRACT_TYPES.includes(type as ContractType))
        throw new UsageError('expected: contracts offer <agent> <dividend|daily|hourly|realtime> <terms json>');
      let parsed: unknown;
      try {
        parsed = JSON.parse(json ?? '');
      } catch {
        throw new UsageError(
          'the terms must be JSON, e.g. {"basis":"turnover","activeMinStakeMinor":"1000","tiers":[{"threshold":"100000","value":"5000"}]}',
        );
      }
      const terms = contractTerms.safeParse(parsed);
      if (!terms.success)
        throw new UsageError(
          `terms not valid: ${terms.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`,
        );
      if (type === 'realtime') {
        const salaryBp = await houseSalaryWith(ctx, terms.data.tiers);
        const refusal = await boundRefusal(ctx, { salary: async () => salaryBp });
        if (refusal) throw new UsageError(refusal);
      }
      const row = await inWords(() => offerAsHouse(ctx, first, type as ContractType, terms.data));
      return `contract ${row.id} offered to ${first} by the house; it runs once ${first} accepts it`;
    }
    case 'terminate': {
      const row = await contractOf(ctx, first);
      await inWords(() => actOnContract(ctx, null, row.id, 'terminate'));
      return `contract ${row.id} terminated; it pays no period that starts from now on`;
    }
    case 'settle': {
      const now = rest[0] === 'now';
      if (rest[0] !== undefined && !now) throw new UsageError('expected: contracts settle <id|all> [now]');
      const contracts =
        first === 'all'
          ? await repo.settleableContracts(ctx.db, merchant)
          : await repo.settleableContracts(ctx.db, merchant, contractId(first));
      if (!contracts.length)
        throw new UsageError(first === 'all' ? 'no running contracts' : `no accepted contract ${first}`);
      const lines: string[] = [];
      for (const contract of contracts) {
        const rows = now ? await settleNow(ctx, contract, ctx.now()) : await settleDue(ctx, contract, ctx.now());
        lines.push(`contract ${contract.id}: ${rows.length ? '' : 'no period to settle'}`);
        for (const row of rows) lines.push(`  ${settlementLine(row)}`);
      }
      return lines.join('\n');
    }
    case 'statement': {
      const contract = await contractOf(ctx, first);
      const rows = rest[0]
        ? [await repo.settlementByKey(ctx.db, contract.id, rest[0])].filter((r) => r !== undefined)
        : await repo.settlementsOf(ctx.db, contract.id, 1);
      if (!rows.length) return `contract ${contract.id} has no settled period${rest[0] ? ` ${rest[0]}` : ''}`;
      return rows.map((row) => statementText(contract, row)).join('\n');
    }
    default:
      throw new UsageError(`unknown contracts action ${action ?? ''}`);
  }
}

export const CONTRACT_COMMANDS: Record<string, Command> = {
  contracts: { usage: USAGE, run },
};
