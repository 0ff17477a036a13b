/**
 * The demo agent's team (issue 18): a three-level tree under demoagent — a sub-agent, its own sub-agent and members
 * at each level — with deposits, a few withdrawals and rounds of play over the last 30 days, so every agent report
 * shows real figures. Money moves through the ledger (its own clock sets each movement's time in the past). The
 * demo accounts themselves are not touched: their balances are what many tests start from. Runs once: a database
 * that already has the team is left alone.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { Ledger } from '../../modules/ledger/index.ts';
import { ENTRY_LABEL, ENTRY_LEVEL, hashPassword } from '../../modules/identity/index.ts';

interface TeamAccount {
  username: string;
  upline: string;
  /** 2: a sub-agent (with its own invitation code); 0: a member. */
  accountType: 0 | 2;
  affiliateCode?: string;
  /** Days ago it joined. */
  joined: number;
}

/** In tree order, so each upline is written before its downline. All log in with Demo1234. */
export const TEAM_ACCOUNTS: readonly TeamAccount[] = [
  { username: 'teamlead', upline: 'demoagent', accountType: 2, affiliateCode: 'LOTUS3', joined: 60 },
  { username: 'rina01', upline: 'demoagent', accountType: 0, joined: 40 },
  { username: 'karim02', upline: 'demoagent', accountType: 0, joined: 3 },
  { username: 'teamsub', upline: 'teamlead', accountType: 2, affiliateCode: 'LOTUS4', joined: 45 },
  { username: 'sumon03', upline: 'teamlead', accountType: 0, joined: 25 },
  { username: 'nadia04', upline: 'teamlead', accountType: 0, joined: 1 },
  { username: 'rahim05', upline: 'teamsub', accountType: 0, joined: 20 },
  { username: 'fatema06', upline: 'teamsub', accountType: 0, joined: 12 },
  { username: 'tanvir07', upline: 'teamsub', accountType: 0, joined: 0 },
];

const VENDORS = ['LOTUS_SLOTS', 'LOTUS_LIVE', 'LOTUS_SPORTS', 'LOTUS_FISH', 'TCG_SEA', 'LOTUS_ARENA'] as const;
const ROUNDS_PER_MEMBER = 12;
const DAY_MS = 86_400_000;

const AGENT_NOTICES = [
  {
    en: ['Agent commission statements', 'Team reports now show deposits, bets and results of your whole downline.'],
    bn: ['এজেন্ট কমিশন বিবরণী', 'দলের রিপোর্টে এখন আপনার পুরো ডাউনলাইনের জমা, বাজি ও ফলাফল দেখা যায়।'],
  },
  {
    en: ['Register your downline directly', 'Use Register account in the agent centre to add members under you.'],
    bn: ['সরাসরি ডাউনলাইন নিবন্ধন করুন', 'এজেন্ট সেন্টারের অ্যাকাউন্ট নিবন্ধন দিয়ে আপনার অধীনে সদস্য যোগ করুন।'],
  },
] as const;

/** A small fixed pseudo-random sequence (mulberry32): the demo's figures are the same on every fresh database. */
function sequence(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function seedAgentTeam(db: Kysely<Database>, merchantCode: string, now = Date.now()): Promise<void> {
  const merchant = await db
    .selectFrom('merchants')
    .select('currency')
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  const top = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('username_key', '=', 'demoagent')
    .executeTakeFirst();
  const done = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .where('username_key', '=', TEAM_ACCOUNTS[0]!.username)
    .executeTakeFirst();
  if (!merchant || !top || done) return;

  // One hash for all: the same password, and hashing is deliberately slow.
  const passwordHash = await hashPassword('Demo1234');
  const ids = new Map<string, number>([['demoagent', top.id]]);
  const at = (daysAgo: number, hour = 12) => new Date(now - daysAgo * DAY_MS - (12 - hour) * 3_600_000).toISOString();
  await db.transaction().execute(async (trx) => {
    for (const a of TEAM_ACCOUNTS) {
      const { id } = await trx
        .insertInto('members')
        .values({
          merchant_code: merchantCode,
          username: a.username,
          username_key: a.username,
          password_hash: passwordHash,
          account_type: a.accountType,
          nickname: a.username,
          affiliate_code: a.affiliateCode ?? null,
          to_upline: ids.get(a.upline)!,
          club_label: ENTRY_LABEL,
          rank_level: ENTRY_LEVEL,
          trial: 0,
          status: 'active',
          register_method: 'SEED',
          must_change_password: 0,
          password_changed_at: at(a.joined),
          last_login_at: a.joined > 0 ? at(Math.min(a.joined, 2), 9) : null,
          created_at: at(a.joined, 8),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(a.username, id);
    }
    await trx
      .insertInto('notices')
      .values(
        AGENT_NOTICES.flatMap((notice, i) =>
          (['en', 'bn'] as const).map((lang) => ({
            merchant_code: merchantCode,
            announcement_type: 'AG',
            lang,
            title: notice[lang][0],
            content: `<p>${notice[lang][1]}</p>`,
            popup: 0,
            created_at: at(i * 2),
          })),
        ),
      )
      .execute();
  });

  let clock = now;
  const ledger = new Ledger(db, merchantCode, () => clock);
  const currency = merchant.currency;
  const gateway = await ledger.systemAccount('gateway', currency);
  // Withdrawals paid out of a payout account of the seed's own: the operator's payout account, which withdrawal
  // reconciliation (and its tests) read, starts at zero on a fresh database as before.
  const payout = await ledger.systemAccount('payout', currency, 'seed');
  const random = sequence(18);
  for (const a of TEAM_ACCOUNTS) {
    const memberId = ids.get(a.username)!;
    const main = await ledger.memberAccount(memberId, currency, 'main');
    const days = Math.min(a.joined, 29);
    // Whole taka amounts in minor units.
    const taka = (min: number, max: number) => BigInt(Math.round(min + random() * (max - min))) * 100n;
    const move = async (
      id: string,
      code: 'deposit' | 'withdrawal' | 'bet' | 'win',
      debit: number,
      credit: number,
      amount: bigint,
      daysAgo: number,
    ) => {
      clock = now - daysAgo * DAY_MS - Math.round(random() * 6 * 3_600_000);
      await ledger.transfer({
        id: `seed:${merchantCode}:team:${a.username}:${id}`,
        code,
        debitAccountId: debit,
        creditAccountId: credit,
        amountMinor: amount,
        metadata: { seed: 'agent-team' },
      });
    };
    await move('deposit-1', 'deposit', gateway, main, taka(2000, 6000), days);
    if (days > 6) await move('deposit-2', 'deposit', gateway, main, taka(1000, 3000), Math.floor(days / 2));
    for (let round = 0; round < ROUNDS_PER_MEMBER; round += 1) {
      const vendor = VENDORS[Math.floor(random() * VENDORS.length)]!;
      const house = await ledger.systemAccount('house', currency, vendor);
      const daysAgo = Math.floor(((ROUNDS_PER_MEMBER - round) / ROUNDS_PER_MEMBER) * days);
      const stake = taka(20, 200);
      await move(`bet-${round}`, 'bet', main, house, stake, daysAgo);
      if (random() < 0.45)
        await move(
          `win-${round}`,
          'win',
          house,
          main,
          (stake * BigInt(1 + Math.floor(random() * 3) * 5)) / 5n,
          daysAgo,
        );
    }
    if (a.username === 'rina01' || a.username === 'sumon03')
      await move('withdrawal-1', 'withdrawal', main, payout, taka(300, 800), 1);
  }
}
