/**
 * The uplines' closure table (migration 0040) that agent teams are read from: each member's rows are exactly its
 * line of uplines with their depths, for the seeded team, for members an agent registers through the agent centre
 * the migration's backfill rebuilds the same rows; and an
 * upline, fixed at registration, cannot be changed behind the table's back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';
import { signedIn, uniqueId } from './builders.ts';
import { down, up } from '../../platform/db/migrations/2026-11-25T0040-member-ancestors.ts';

type Row = { ancestor_id: number; member_id: number; depth: number };

const key = (r: Row) => `${r.ancestor_id}>${r.member_id}@${r.depth}`;

describe.each(STORES)('member ancestors on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  beforeAll(async () => {
    t = await startTestPlatform(store);
    api = caller(t.app);
  });
  afterAll(() => t.close());

  /** Every member's line of uplines, walked from `to_upline` in JavaScript: the reference. */
  async function walkedLines(): Promise<string[]> {
    const members = await t.platform.context.db.selectFrom('members').select(['id', 'to_upline']).execute();
    const upline = new Map(members.map((m) => [Number(m.id), m.to_upline === null ? null : Number(m.to_upline)]));
    const rows: Row[] = [];
    for (const id of upline.keys()) {
      let depth = 1;
      for (let above = upline.get(id) ?? null; above !== null; above = upline.get(above) ?? null, depth += 1)
        rows.push({ ancestor_id: above, member_id: id, depth });
    }
    return rows.map(key).sort();
  }

  async function storedLines(): Promise<string[]> {
    const { rows } = await sql<Row>`select ancestor_id, member_id, depth from member_ancestors`.execute(
      t.platform.context.db,
    );
    return rows
      .map((r) => key({ ancestor_id: Number(r.ancestor_id), member_id: Number(r.member_id), depth: Number(r.depth) }))
      .sort();
  }

  /** A downline the agent signed in with `token` registers through the agent centre: its username. */
  async function registerUnder(token: string, kind: 'agent' | 'member'): Promise<string> {
    const username = uniqueId(kind === 'agent' ? 'sa' : 'sm').replace(/-/g, '');
    const made = await api.sealed(
      '/wps/agent/team/register',
      { username, password: 'Secret123', confirmPassword: 'Secret123', kind },
      { method: 'PUT', token, ip: nextIp() },
    );
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    return username;
  }

  it('holds each member’s line of uplines: the seeded team, and downlines registered at two levels', async () => {
    const agent = await signedIn(api, 'demoagent', 'Demo1234');
    const subAgent = await registerUnder(agent, 'agent');
    const member = await registerUnder(await signedIn(api, subAgent, 'Secret123'), 'member');

    const stored = await storedLines();
    expect(stored).toEqual(await walkedLines());
    // The new member sits two levels below demoagent, the depth the agent centre shows as its level.
    const ids = await t.platform.context.db
      .selectFrom('members')
      .select(['id', 'username_key'])
      .where('username_key', 'in', ['demoagent', member.toLowerCase()])
      .execute();
    const id = (name: string) => Number(ids.find((m) => m.username_key === name)!.id);
    expect(stored).toContain(key({ ancestor_id: id('demoagent'), member_id: id(member.toLowerCase()), depth: 2 }));
  });

  it('builds the same rows from the members already there when the migration runs on an existing database', async () => {
    const before = await storedLines();
    expect(before.length).toBeGreaterThan(0);
    await down(t.platform.context.db);
    await up(t.platform.context.db);
    expect(await storedLines()).toEqual(before);
  });

  it('refuses to change an upline, and the rows stay as they were', async () => {
    const { db } = t.platform.context;
    const before = await storedLines();
    const moved = await db
      .selectFrom('members')
      .select('id')
      .where('to_upline', 'is not', null)
      .executeTakeFirstOrThrow();
    await expect(
      db.updateTable('members').set({ to_upline: null }).where('id', '=', moved.id).execute(),
    ).rejects.toThrow(/member_upline_fixed/);
    expect(await storedLines()).toEqual(before);
    // Other changes to a member row are untouched by the guard.
    await db
      .updateTable('members')
      .set({ last_login_at: new Date().toISOString() })
      .where('id', '=', moved.id)
      .execute();
  });
});
