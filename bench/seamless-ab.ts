/**
 * `npm run bench:seamless-ab`: two builds of the platform compared on the seamless wallet, in turn, on a shared
 * machine whose speed drifts. Each side is a tree of the code (BENCH_AB_A, BENCH_AB_B: directories, B defaults to
 * this one) with its own fresh store and server (bench/lib/seamless-side.ts, run in that tree). Then, for
 * BENCH_AB_ROUNDS rounds, every phase is measured on A and on B one right after the other (A B, then B A in the next
 * round, so a drift favours neither), and each pair gives a ratio B/A. Phases (BENCH_AB_PHASES): `debit` and
 * `credit` as fast as they go, `debit@1500` and `credit@1500` at that offered rate. Quote the median ratio.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import type { RawRequest } from 'autocannon';
import { measure, type Figures } from './lib/measure.ts';
import { sign } from '../platform/modules/seamless/signature.ts';

const A = path.resolve(process.env.BENCH_AB_A ?? '.');
const B = path.resolve(process.env.BENCH_AB_B ?? '.');
const STORE = process.env.BENCH_STORE ?? 'postgres';
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PHASES = (process.env.BENCH_AB_PHASES ?? 'debit,credit').split(',');
const VENDOR = 'LOTUS_SLOTS';
const GAME = 'lotus-fortune';

interface Side {
  name: string;
  origin: string;
  players: { player: string; session: string }[];
  secret: string;
  bets: number;
  credits: number;
  run: string;
  close(): Promise<void>;
}

async function startSide(name: string, dir: string, port: number): Promise<Side> {
  const child = spawn(process.execPath, ['bench/lib/seamless-side.ts'], {
    cwd: dir,
    env: { ...process.env, BENCH_PORT: String(port), BENCH_STORE: STORE },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`side ${name} (${dir}) exited ${code}`)));
  });
  const { origin, players, secret } = JSON.parse(first) as Pick<Side, 'origin' | 'players' | 'secret'>;
  return {
    name,
    origin,
    players,
    secret,
    bets: 0,
    credits: 0,
    run: `${name}${Date.now().toString(36)}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

function signed(side: Side, request: RawRequest, call: string, payload: unknown): RawRequest {
  const body = JSON.stringify(payload);
  const timestamp = String(Date.now());
  return {
    ...request,
    method: 'POST',
    path: `/wallet/seamless/v1/${call}`,
    body,
    headers: {
      'content-type': 'application/json',
      'x-vendor': VENDOR,
      'x-timestamp': timestamp,
      'x-signature': sign(side.secret, timestamp, body),
    },
  };
}

function phaseOn(side: Side, phase: string): Promise<Figures> {
  const [call, rate] = phase.split('@');
  const setupRequest =
    call === 'debit'
      ? (request: RawRequest) => {
          side.bets += 1;
          const n = side.bets;
          return signed(side, request, 'debit', {
            session: side.players[n % side.players.length]!.session,
            transactionId: `b-${side.run}-${n}`,
            roundId: `r-${side.run}-${n}`,
            gameCode: GAME,
            amountMinor: '100',
          });
        }
      : (request: RawRequest) => {
          side.credits += 1;
          // Settle the bets in order; past the last one, a further win on an earlier bet (free spins) is fine.
          const n = ((side.credits - 1) % side.bets) + 1;
          return signed(side, request, 'credit', {
            player: side.players[n % side.players.length]!.player,
            transactionId: `w-${side.run}-${side.credits}`,
            roundId: `r-${side.run}-${n}`,
            gameCode: GAME,
            amountMinor: '150',
            betTransactionId: `b-${side.run}-${n}`,
          });
        };
  return measure({
    url: side.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    warmupSeconds: 1,
    ...(rate ? { overallRate: Number(rate) } : {}),
    requests: [{ setupRequest }],
  });
}

const median = (xs: number[]) => {
  const s = xs.toSorted((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const sideA = await startSide('a', A, Number(process.env.BENCH_PORT_A ?? 5203));
const sideB = await startSide('b', B, Number(process.env.BENCH_PORT_B ?? 5204));
const figures = new Map<string, { a: Figures[]; b: Figures[] }>();
let failed = false;
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const phase of PHASES) {
      const pair = figures.get(phase) ?? { a: [], b: [] };
      figures.set(phase, pair);
      for (const side of round % 2 ? [sideB, sideA] : [sideA, sideB]) {
        const f = await phaseOn(side, phase);
        if (f.non2xx || f.errors) failed = true;
        pair[side.name as 'a' | 'b'].push(f);
        console.log(
          `round ${round + 1} ${phase.padEnd(12)} ${side.name}: ${f.requestsPerSecond}/s p50 ${f.p50Ms} ms p99 ${f.p99Ms} ms` +
            (f.non2xx || f.errors ? ` (${f.non2xx} non-2xx, ${f.errors} errors)` : ''),
        );
      }
    }
  }
} finally {
  await Promise.all([sideA.close(), sideB.close()]);
}
console.log(`\nA = ${A}\nB = ${B}\n${STORE}, ${CONNECTIONS} connections, ${SECONDS} s per measurement`);
for (const [phase, { a, b }] of figures) {
  const ratios = a.map((fa, i) => b[i]!.requestsPerSecond / Math.max(1, fa.requestsPerSecond));
  console.log(
    `${phase.padEnd(12)} A median ${median(a.map((f) => f.requestsPerSecond))}/s (p99 ${median(a.map((f) => f.p99Ms))} ms)` +
      `  B median ${median(b.map((f) => f.requestsPerSecond))}/s (p99 ${median(b.map((f) => f.p99Ms))} ms)` +
      `  B/A per pair ${ratios.map((r) => r.toFixed(2)).join(' ')}  median ${median(ratios).toFixed(2)}`,
  );
}
process.exit(failed ? 1 : 0);
