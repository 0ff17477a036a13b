/**
 * `ops ledger` (issue 30): each book in its own unit (points are whole points, never read as taka) and every
 * posting reachable through the `--after` cursor, however many there are, with no row lost or repeated when
 * postings arrive between two pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, type Caller } from './accounts-client.ts';
import { launchSession, vendorClient } from './seamless-client.ts';
import { newMember, placedBet } from './builders.ts';
import { COMMANDS } from '../../platform/ops/commands.ts';
import { memberByUsername } from '../../platform/modules/identity/index.ts';

describe.each(STORES)('ops ledger on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.parse('2026-11-21T06:00:00.000Z');
  const ops = (...args: string[]) => COMMANDS[args[0]!]!.run(t.platform.context, args.slice(1));
  /** The posting ids of one page, and the cursor its last line names. */
  const page = (text: string) => {
    const lines = text.split('\n');
    const more = /^more: ledger \S+ \d+ --after (\d+)/.exec(lines.at(-1)!);
    const rows = more ? lines.slice(0, -1) : lines;
    return { ids: rows.map((l) => Number(/^#(\d+)/.exec(l)![1])), after: more ? more[1]! : null };
  };
  const postingIds = async (username: string) => {
    const who = await memberByUsername(t.platform.context.db, t.config.merchantCode, username);
    const rows = await t.platform.context.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select('p.id')
      .where('a.member_id', '=', who!.id)
      .execute();
    return rows.map((r) => Number(r.id)).sort((a, b) => b - a);
  };

  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock, redis: false });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows money in the currency and points as whole points, and each book on its own', async () => {
    const member = await newMember(api);
    await ops('adjust', member.username, '+500', 'stakes');
    const session = await launchSession(api, member.token, 'LOTUS_SLOTS', 'lotus-fortune');
    clock += 1000;
    // ৳100.00 lost on slots at 1.20 points per ৳1.00: 120 points.
    const bet = await placedBet(
      vendorClient(t.app, 'LOTUS_SLOTS', () => clock),
      session,
      'lotus-fortune',
      10_000n,
    );
    expect((await bet.win(0n)).status).toBe(200);
    clock += 60_000;
    await ops('points', 'accrue');

    const all = (await ops('ledger', member.username)).split('\n');
    expect(all).toHaveLength(3);
    const points = all.find((l) => l.includes('points_earn'))!;
    expect(points).toMatch(/\s120 points\s/);
    expect(points).not.toMatch(/1\.20|BDT/);
    expect(all.find((l) => l.includes('adjustment'))).toMatch(/\s500\.00 BDT\s/);
    expect(all.find((l) => / -100\.00 BDT\s/.test(l))).toBeDefined();

    const money = (await ops('ledger', member.username, '--book', 'money')).split('\n');
    expect(money).toHaveLength(2);
    expect(money.every((l) => l.includes(' BDT '))).toBe(true);
    expect(await ops('ledger', member.username, '--book', 'points')).toMatch(/^#\d+ .*points_earn.* 120 points /);
    expect(await ops('ledger', member.username, '--book', 'practice')).toMatch(/has no postings in the practice book/);
  });

  it('reaches every one of more than 500 postings page by page, none lost or repeated as new ones arrive', async () => {
    const member = await newMember(api);
    for (let i = 0; i < 520; i += 1) await ops('adjust', member.username, '+1', `deposit ${i}`);
    const before = await postingIds(member.username);
    expect(before).toHaveLength(520);

    const first = page(await ops('ledger', member.username, '500'));
    expect(first.ids).toHaveLength(500);
    expect(first.after).not.toBeNull();
    // Booked between two pages: the next page continues where the first stopped, not shifted by one.
    await ops('adjust', member.username, '+1', 'meanwhile');
    const second = page(await ops('ledger', member.username, '500', '--after', first.after!));
    expect(second.after).toBeNull();
    expect([...first.ids, ...second.ids]).toEqual(before);

    // Small pages walk the same rows.
    const walked: number[] = [];
    let after: string | null = null;
    do {
      const next = page(await ops('ledger', member.username, '200', ...(after ? ['--after', after] : [])));
      walked.push(...next.ids);
      after = next.after;
    } while (after);
    expect(walked).toEqual(await postingIds(member.username));
    expect(walked).toHaveLength(521);
  });

  it('refuses a page over 500 rows, an unknown book or a cursor that is not a posting id, in words', async () => {
    await expect(ops('ledger', 'demoplayer', '501')).rejects.toThrow(/rows per page from 1 to 500/);
    await expect(ops('ledger', 'demoplayer', '--book', 'cash')).rejects.toThrow(/money, points or practice/);
    await expect(ops('ledger', 'demoplayer', '--after', 'x')).rejects.toThrow(/posting id/);
    await expect(ops('ledger', 'nobody-here')).rejects.toThrow(/no member nobody-here/);
  });
});
