/**
 * The contract crash bench's world, made in-process before any server runs: the demo agent tree (demoagent →
 * teamlead → teamsub, demoagent → subagent) with accepted contracts of every type, paid by the house and by
 * uplines; demoagent's wallet funded (teamlead's not: it pays teamsub from what it earns, or owes); and the
 * members' play over the days the bench's clock will cross, booked through the ledger with its own clock, as the
 * demo seed books its past play. Offers and acceptances go through the module's own functions.
 */
import type { ContractTerms, ContractType } from '../../contract/rules/contract-terms.ts';
import { memberByUsername } from '../../platform/modules/identity/index.ts';
import { actOnContract, offerAsHouse, offerContract } from '../../platform/modules/agent-contracts/contracts.ts';
import { Ledger } from '../../platform/modules/ledger/index.ts';
import type { BenchStore } from '../lib/bench-store.ts';

const DAY = 86_400_000;

const TERMS: Record<string, ContractTerms> = {
  dividendByLoss: {
    basis: 'netLoss',
    period: 'D',
    activeMinStakeMinor: '100',
    tiers: [
      { threshold: '100', value: '2000' },
      { threshold: '500000', value: '3000' },
    ],
  },
  dividendByActive: {
    basis: 'active',
    period: 'D',
    activeMinStakeMinor: '1000',
    tiers: [{ threshold: '2', value: '1500' }],
  },
  salaryByTurnover: {
    basis: 'turnover',
    activeMinStakeMinor: '100',
    tiers: [
      { threshold: '1000', value: '5000' },
      { threshold: '100000', value: '20000' },
    ],
  },
  salaryByActive: {
    basis: 'active',
    activeMinStakeMinor: '500',
    tiers: [
      { threshold: '1', value: '400' },
      { threshold: '3', value: '1200' },
    ],
  },
  realtime: {
    basis: 'turnover',
    activeMinStakeMinor: '100',
    tiers: [
      { threshold: '100', value: '100' },
      { threshold: '10000', value: '250' },
    ],
  },
};

/** upline (null: the house) → downline, type, terms. */
const CONTRACTS: [string | null, string, ContractType, ContractTerms][] = [
  [null, 'demoagent', 'dividend', TERMS.dividendByLoss!],
  [null, 'demoagent', 'realtime', TERMS.realtime!],
  ['demoagent', 'teamlead', 'daily', TERMS.salaryByTurnover!],
  ['demoagent', 'teamlead', 'hourly', TERMS.salaryByActive!],
  ['demoagent', 'teamlead', 'dividend', TERMS.dividendByActive!],
  ['demoagent', 'subagent', 'hourly', TERMS.salaryByTurnover!],
  ['demoagent', 'subagent', 'realtime', TERMS.realtime!],
  ['teamlead', 'teamsub', 'daily', TERMS.salaryByActive!],
  ['teamlead', 'teamsub', 'hourly', TERMS.salaryByTurnover!],
  ['teamlead', 'teamsub', 'dividend', TERMS.dividendByLoss!],
];

export const AGENTS = ['demoagent', 'teamlead', 'subagent', 'teamsub'];
/** The members below demoagent, at every level: their play is what the contracts measure. */
const PLAYERS = [
  'demoplayer',
  'rina01',
  'karim02',
  'teamplayer',
  'sumon03',
  'nadia04',
  'rahim05',
  'fatema06',
  'tanvir07',
];
/** Agent funding in minor units: teamlead gets nothing, so it pays teamsub only from what it earns (owed periods). */
const FUNDS: Record<string, bigint> = { demoagent: 100_000_000n, teamlead: 0n, subagent: 0n, teamsub: 0n };

export interface ContractWorld {
  contractIds: number[];
  /** Agent username → member id. */
  agentIds: Map<string, number>;
  rounds: number;
}

export async function contractWorld(
  store: BenchStore,
  now: () => number,
  playDays: number,
  rounds: number,
): Promise<ContractWorld> {
  // On the bench's clock: the contracts are accepted at the time the server will first read.
  const platform = await store.open({ now });
  try {
    const ctx = platform.context;
    const { merchantCode } = ctx.config;
    const memberOf = async (name: string) => (await memberByUsername(ctx.db, merchantCode, name))!;
    const contractIds: number[] = [];
    for (const [upline, downline, type, terms] of CONTRACTS) {
      const id =
        upline === null
          ? (await offerAsHouse(ctx, downline, type, terms)).id
          : (await offerContract(ctx, await memberOf(upline), { type, downline, terms })).id;
      await actOnContract(ctx, (await memberOf(downline)).id, id, 'accept');
      contractIds.push(id);
    }

    // Money booked before the first period opens, so it is no one's turnover: deposits, not bonuses.
    const start = ctx.now();
    let clock = start - 2 * DAY;
    const ledger = new Ledger(ctx.db, merchantCode, () => clock);
    const { currency } = await ctx.settings.get();
    const gateway = await ledger.systemAccount('gateway', currency);
    const house = await ledger.systemAccount('house', currency, 'LOTUS_SLOTS');
    const agentIds = new Map<string, number>();
    for (const name of AGENTS) {
      const agent = await memberOf(name);
      agentIds.set(name, agent.id);
      const amount = FUNDS[name]!;
      if (amount > 0n)
        await ledger.transfer({
          id: `bench:contract:fund:${name}`,
          code: 'deposit',
          debitAccountId: gateway,
          creditAccountId: await ledger.memberAccount(agent.id, currency, 'main'),
          amountMinor: amount,
        });
    }
    const wallets: number[] = [];
    for (const name of PLAYERS) {
      const main = await ledger.memberAccount((await memberOf(name)).id, currency, 'main');
      wallets.push(main);
      await ledger.transfer({
        id: `bench:contract:fund:${name}`,
        code: 'deposit',
        debitAccountId: gateway,
        creditAccountId: main,
        amountMinor: 100_000_000n,
      });
    }
    // Play at random moments over the days ahead: stakes of 1-50, about half of them winning up to twice back.
    for (let round = 0; round < rounds; round += 1) {
      const wallet = wallets[Math.floor(Math.random() * wallets.length)]!;
      clock = start + Math.floor(Math.random() * playDays * DAY);
      const stake = BigInt(100 + Math.floor(Math.random() * 4_900));
      const base = { metadata: { bench: 'contract-crash' } };
      await ledger.transfer({
        ...base,
        id: `bench:contract:bet:${round}`,
        code: 'bet',
        debitAccountId: wallet,
        creditAccountId: house,
        amountMinor: stake,
      });
      if (Math.random() < 0.45)
        await ledger.transfer({
          ...base,
          id: `bench:contract:win:${round}`,
          code: 'win',
          debitAccountId: house,
          creditAccountId: wallet,
          amountMinor: (stake * BigInt(Math.floor(Math.random() * 200))) / 100n + 1n,
        });
    }
    return { contractIds, agentIds, rounds };
  } finally {
    await platform.close();
  }
}
