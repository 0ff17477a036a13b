/**
 * One crash-test vendor client for one player: bet, then pay a win on that bet, round after round, each call
 * signed as a vendor signs it. A call without an answer (server killed, 5xx) is sent again with the same
 * transaction id and body, re-signed, until it is answered; a few are abandoned instead, to check that an
 * unanswered call never takes effect twice. Every call is written down with how it ended.
 */
import { sign } from '../../platform/modules/seamless/signature.ts';
import { benchVendorSecret } from '../lib/vendor-secrets.ts';

export interface SentCall {
  player: string;
  kind: 'bet' | 'win';
  transactionId: string;
  amountMinor: bigint;
  outcome: 'acked' | 'refused' | 'abandoned';
  retries: number;
}

export interface LoopOptions {
  origin: string;
  vendor: string;
  gameCode: string;
  player: string;
  session: string;
  /** A prefix unique to this run, so ids never meet another run's. */
  run: string;
  running: () => boolean;
  abandonRate: number;
  record: (sent: SentCall) => void;
}

const RETRY_PAUSE_MS = 100;
const MAX_SENDS = 600;
const BET_MINOR = 100n;
const WIN_MINOR = 50n;

async function send(
  options: LoopOptions,
  call: string,
  payload: Record<string, string>,
): Promise<'acked' | 'refused' | 'unanswered'> {
  const body = JSON.stringify(payload);
  const timestamp = String(Date.now());
  try {
    const res = await fetch(`${options.origin}/wallet/seamless/v1/${call}`, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
      headers: {
        'content-type': 'application/json',
        'x-vendor': options.vendor,
        'x-timestamp': timestamp,
        'x-signature': sign(benchVendorSecret(options.vendor), timestamp, body),
      },
    });
    await res.arrayBuffer();
    if (res.status >= 500) return 'unanswered';
    return res.ok ? 'acked' : 'refused';
  } catch {
    return 'unanswered';
  }
}

/** Sends until answered (or abandoned) and records the outcome; false when abandoned. */
async function callOnce(
  options: LoopOptions,
  call: 'debit' | 'credit',
  kind: SentCall['kind'],
  payload: Record<string, string>,
  amountMinor: bigint,
): Promise<boolean> {
  for (let sends = 1; ; sends += 1) {
    const result = await send(options, call, payload);
    if (result !== 'unanswered' || sends >= MAX_SENDS) {
      options.record({
        player: options.player,
        kind,
        transactionId: payload.transactionId!,
        amountMinor,
        outcome: result === 'unanswered' ? 'abandoned' : result,
        retries: sends - 1,
      });
      return result === 'acked';
    }
    if (Math.random() < options.abandonRate) {
      options.record({
        player: options.player,
        kind,
        transactionId: payload.transactionId!,
        amountMinor,
        outcome: 'abandoned',
        retries: sends - 1,
      });
      return false;
    }
    await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
  }
}

export async function vendorLoop(options: LoopOptions): Promise<void> {
  for (let round = 0; options.running(); round += 1) {
    const roundId = `${options.run}-${options.player}-r${round}`;
    const betId = `${roundId}-bet`;
    const bet = {
      session: options.session,
      transactionId: betId,
      roundId,
      gameCode: options.gameCode,
      amountMinor: String(BET_MINOR),
    };
    if (!(await callOnce(options, 'debit', 'bet', bet, BET_MINOR))) continue;
    const win = {
      player: options.player,
      transactionId: `${roundId}-win`,
      roundId,
      gameCode: options.gameCode,
      amountMinor: String(WIN_MINOR),
      betTransactionId: betId,
    };
    await callOnce(options, 'credit', 'win', win, WIN_MINOR);
  }
}
