/**
 * One crash-test client: moves money between a member's main wallet and one vendor wallet, one request at a
 * time, and writes down how each request ended. A request without an answer (server killed, 5xx) is sent again
 * with the same requestId until it is answered; a few are abandoned instead, to check that an unanswered request
 * never takes effect twice. The worker owns its vendor wallet, so it knows a floor of its balance and never asks
 * to move out more than is surely there: every refusal is therefore unexpected.
 */
import { randomBytes } from 'node:crypto';
import { formatMinor } from '../../contract/minor-units.ts';
import { walletTransfer, type WalletMove } from '../lib/platform-client.ts';

export interface SentTransfer {
  memberId: number;
  requestId: string;
  vassalage: string;
  direction: 'in' | 'out';
  amountMinor: bigint;
  /** acked: answered success; refused: answered failure; abandoned: never answered and never retried. */
  outcome: 'acked' | 'refused' | 'abandoned';
  /** Sends beyond the first (each after no answer). */
  retries: number;
  /** When the first send left (ms): a transfer stored before the next kill had been done before its answer was lost. */
  firstSentAt: number;
  refusal?: string;
}

export interface WorkerOptions {
  origin: string;
  token: string;
  memberId: number;
  vassalage: string;
  /** Checked before each new request; the request in flight is always finished. */
  running: () => boolean;
  /** Share of unanswered requests given up instead of retried. */
  abandonRate: number;
  record: (sent: SentTransfer) => void;
}

const RETRY_PAUSE_MS = 100;
// About 60 s of retries: longer than any restart, short enough that a broken run still ends by itself.
const MAX_RETRIES = 600;

export async function runWorker(o: WorkerOptions): Promise<void> {
  let vendorFloor = 0n;
  let seq = 0;
  while (o.running()) {
    const amountMinor = BigInt(100 + Math.floor(Math.random() * 4900));
    const direction = vendorFloor >= amountMinor && Math.random() < 0.5 ? 'out' : 'in';
    const requestId = `c${o.memberId}-${(seq += 1)}-${randomBytes(6).toString('hex')}`;
    const move: WalletMove = { direction, vassalage: o.vassalage, amount: formatMinor(amountMinor), requestId };
    const firstSentAt = Date.now();
    const sent = await sendUntilAnswered(o, move);
    o.record({ memberId: o.memberId, requestId, vassalage: o.vassalage, direction, amountMinor, firstSentAt, ...sent });
    if (sent.outcome === 'acked') vendorFloor += direction === 'in' ? amountMinor : -amountMinor;
    // Unknown whether it happened: assume the worse for the floor (an 'out' may have left, an 'in' may not have arrived).
    if (sent.outcome === 'abandoned' && direction === 'out') vendorFloor -= amountMinor;
  }
}

async function sendUntilAnswered(
  o: WorkerOptions,
  move: WalletMove,
): Promise<Pick<SentTransfer, 'outcome' | 'retries' | 'refusal'>> {
  for (let retries = 0; retries <= MAX_RETRIES; retries += 1) {
    let status = 0;
    let code: string | undefined;
    try {
      const answer = await walletTransfer(o.origin, o.token, move);
      if (answer.status === 200 && answer.body?.success === true) return { outcome: 'acked', retries };
      status = answer.status;
      code = answer.body?.code;
    } catch {
      // no answer: the server is down or was killed mid-request
    }
    // A 4xx is the server's decided answer; only silence and 5xx leave the outcome unknown.
    if (status >= 400 && status < 500) return { outcome: 'refused', retries, refusal: `${status} ${code ?? ''}` };
    if (Math.random() < o.abandonRate) return { outcome: 'abandoned', retries };
    await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
  }
  throw new Error(`request ${move.requestId} unanswered after ${MAX_RETRIES} retries`);
}
