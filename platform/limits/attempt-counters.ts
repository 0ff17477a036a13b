/**
 * Failure counts and locks that must outlive any flood (issue 12 §2): login failures, payment-password
 * failures, old-password tries. Kept in the database, not in the limiter's bounded map, and shared by every
 * process. An attempt is reserved BEFORE the secret is checked, by one conditional upsert, so a burst of
 * parallel requests is counted one by one; a success clears the key.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface CounterRule {
  /** How long a key's count lives, from its first attempt. */
  windowMs: number;
  /** The attempt that brings the count to this number locks the key (it is still judged: a success clears it). */
  lockAfter: number;
  /** The first lock's length; each further lock inside the window doubles it, up to maxLockMs. */
  lockMs: number;
  maxLockMs: number;
}

/** A rule that only counts: it never locks. */
export const countOnly = (windowMs: number): CounterRule => ({
  windowMs,
  lockAfter: 2 ** 31 - 1,
  lockMs: 0,
  maxLockMs: 0,
});

export type Reservation =
  /** `attempts` counts this one; `locked` when this attempt was the one that set the lock. */
  | { reserved: true; attempts: number; locked: boolean }
  /** The key is locked: nothing was counted. */
  | { reserved: false; retryInMs: number };

/** Expired rows are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;
/**
 * A lock set by attempts still being judged in this process may be lifted by one of them proving right (ten
 * parallel withdrawals with the right password): a refused attempt waits for those. It gives up after this long
 * without any of them being granted or finishing; each such step starts the wait again, so a slow machine
 * working through a burst round by round is never mistaken for a lock that will not lift.
 */
const SETTLE_WAIT_MS = 3_000;
const SETTLE_POLL_MS = 20;

export class AttemptCounters {
  private readonly db: Kysely<Database>;
  private readonly now: () => number;
  private lastSweep = 0;
  /** Reservations of this process not yet judged, by key. */
  private readonly inFlight = new Map<string, number>();
  /** When a reservation of this process was last granted or judged, by key (while any are in flight). */
  private readonly lastProgress = new Map<string, number>();

  constructor(db: Kysely<Database>, now: () => number) {
    this.db = db;
    this.now = now;
  }

  /**
   * Counts one attempt under key unless the key is locked. A closed window starts again at one (and the lock
   * length at its first value); the attempt that reaches lockAfter sets locked_until and doubles the next lock.
   */
  private async reserve(key: string, rule: CounterRule): Promise<Reservation> {
    const start = performance.now();
    let lookedAgain = false;
    for (;;) {
      const reservation = await this.tryReserve(key, rule);
      const deadline = Math.max(start, this.lastProgress.get(key) ?? 0) + SETTLE_WAIT_MS;
      if (reservation.reserved || performance.now() > deadline) return reservation;
      if (this.inFlight.get(key)) {
        lookedAgain = false;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
        continue;
      }
      // Nothing here can lift the lock any more, but the last judgement may have cleared the key after this try
      // read it (between the read and this look): one more read, now that nothing is in flight, tells.
      if (lookedAgain) return reservation;
      lookedAgain = true;
    }
  }

  /**
   * Reserves an attempt, runs `judge` with it, and clears the key when judge says the secret was right. Only
   * attempts made through here are waited for by a refused one (see SETTLE_WAIT_MS).
   */
  async attempt<T>(
    key: string,
    rule: CounterRule,
    judge: (reservation: Reservation) => Promise<{ right: boolean; value: T }>,
  ): Promise<T> {
    const reservation = await this.reserve(key, rule);
    if (!reservation.reserved) return (await judge(reservation)).value;
    try {
      const { right, value } = await judge(reservation);
      if (right) await this.clear(key);
      return value;
    } finally {
      this.judged(key);
    }
  }

  /** A granted reservation of this process is being judged from the moment the database grants it. */
  private judging(key: string): void {
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    this.lastProgress.set(key, performance.now());
  }

  private judged(key: string): void {
    const left = (this.inFlight.get(key) ?? 1) - 1;
    if (left > 0) {
      this.inFlight.set(key, left);
      this.lastProgress.set(key, performance.now());
    } else {
      this.inFlight.delete(key);
      this.lastProgress.delete(key);
    }
  }

  private async tryReserve(key: string, rule: CounterRule): Promise<Reservation> {
    const now = this.now();
    await this.sweep(now);
    const t = sql.ref('attempt_counters');
    const expired = sql<boolean>`${t}.window_ends_at <= ${now}`;
    const reachesLock = sql<boolean>`${t}.window_ends_at > ${now} and ${t}.attempts + 1 >= ${rule.lockAfter}`;
    const row = await this.db
      .insertInto('attempt_counters')
      .values({
        key,
        attempts: 1,
        window_ends_at: now + rule.windowMs,
        locked_until: rule.lockAfter <= 1 ? now + rule.lockMs : 0,
        lock_ms: rule.lockAfter <= 1 ? Math.min(rule.lockMs * 2, rule.maxLockMs) : rule.lockMs,
      })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({
            attempts: sql`case when ${expired} then 1 else ${t}.attempts + 1 end`,
            window_ends_at: sql`case when ${expired} then ${now + rule.windowMs} else ${t}.window_ends_at end`,
            locked_until: sql`case when ${reachesLock} then ${now} + ${t}.lock_ms else ${t}.locked_until end`,
            lock_ms: sql`case when ${expired} then ${rule.lockMs}
          when ${reachesLock} then (case when ${t}.lock_ms * 2 > ${rule.maxLockMs} then ${rule.maxLockMs} else ${t}.lock_ms * 2 end)
          else ${t}.lock_ms end`,
          })
          .where(sql<boolean>`${t}.locked_until <= ${now}`),
      )
      .returning(['attempts', 'locked_until'])
      .executeTakeFirst();
    if (row) {
      // Counted in the same step the grant arrives: a twin refused by this grant's lock, checking a moment
      // later whether anything here may still lift it, must already see this one.
      this.judging(key);
      return { reserved: true, attempts: row.attempts, locked: Number(row.locked_until) > now };
    }
    const held = await this.db
      .selectFrom('attempt_counters')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    return { reserved: false, retryInMs: Math.max(1, Number(held?.locked_until ?? now) - now) };
  }

  /** Counts one attempt under a key that never locks; answers the count, this one included. */
  async add(key: string, windowMs: number): Promise<number> {
    const reservation = await this.reserve(key, countOnly(windowMs));
    if (!reservation.reserved) return 0;
    this.judged(key); // nothing to judge: a count only
    return reservation.attempts;
  }

  /** The key's count in its open window (0 when none is open), without adding one. */
  async counted(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('attempt_counters')
      .select(['attempts', 'window_ends_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && Number(row.window_ends_at) > this.now() ? row.attempts : 0;
  }

  /** Milliseconds the key stays locked (0 when it is not). */
  async lockedFor(key: string): Promise<number> {
    const now = this.now();
    const row = await this.db
      .selectFrom('attempt_counters')
      .select('locked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    return Math.max(0, Number(row?.locked_until ?? 0) - now);
  }

  /** Gives back an attempt that was reserved but never judged (a refused captcha). */
  async release(...keys: string[]): Promise<void> {
    // One row per statement: a statement holding several row locks can deadlock with another on PostgreSQL.
    for (const key of keys) {
      await this.db
        .updateTable('attempt_counters')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('key', '=', key)
        .where('attempts', '>', 0)
        .execute();
    }
  }

  /** Forgets keys (a success clears its failures and any lock). */
  async clear(...keys: string[]): Promise<void> {
    for (const key of keys) await this.db.deleteFrom('attempt_counters').where('key', '=', key).execute();
  }

  /** Rows whose window and lock are both over count for nothing: dropped so the table stays small. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_EVERY_MS && now >= this.lastSweep) return;
    this.lastSweep = now;
    await this.db
      .deleteFrom('attempt_counters')
      .where('window_ends_at', '<=', now)
      .where('locked_until', '<=', now)
      .execute();
  }
}
