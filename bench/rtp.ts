/**
 * `npm run bench:rtp`: plays 10^6 rounds of each built-in game (the SEA lottery: 10^6 draws of each game, one
 * ticket of every bet type on each) (BENCH_RTP_ROUNDS to change; for full PVP bingo
 * rooms, that many cards) from the fixed seed sequence of platform/vendor/engines/simulate.ts and compares the
 * measured RTP with the stated exact figure:
 * inside when |measured − stated| ≤ 4.5 standard errors (exact deviation where known, else the simulated one).
 * Prints a table, writes bench/results/rtp.json, exits 1 when a figure falls outside. BENCH_RTP_ONLY=lottery runs
 * only the measures whose function name holds that word (the SEA, VN, keno and 3D lottery rows).
 */
import fs from 'node:fs';
import os from 'node:os';
import {
  type RtpSubject,
  measureBaccarat,
  measureBingo,
  measureBingoRoom,
  measureFishing,
  measureSlot,
  measureSports,
} from './lib/rtp-games.ts';
import { measureMoreLottery, measureSeaLottery } from './lib/rtp-lottery.ts';
import { measureCrash } from './lib/rtp-crash.ts';

const ROUNDS = Number(process.env.BENCH_RTP_ROUNDS ?? 1_000_000);
const SIGMAS = 4.5;
/** BENCH_RTP_ONLY=lottery (any part of a measure's name, case-insensitive) runs only those rows. */
const ONLY = (process.env.BENCH_RTP_ONLY ?? '').toLowerCase();

const rows: (RtpSubject & { standardError: number; low: number; high: number; inside: boolean; seconds: number })[] =
  [];
for (const measure of [
  measureSlot,
  measureBaccarat,
  measureFishing,
  measureSports,
  measureBingo,
  measureBingoRoom,
  measureSeaLottery,
  measureMoreLottery,
  measureCrash,
].filter((measure) => measure.name.toLowerCase().includes(ONLY))) {
  const started = performance.now();
  const subjects = measure(ROUNDS);
  const seconds = (performance.now() - started) / 1000;
  for (const s of subjects) {
    const standardError = (s.exactSd ?? s.measured.sd) / Math.sqrt(s.measured.rounds);
    const low = s.stated - SIGMAS * standardError;
    const high = s.stated + SIGMAS * standardError;
    const inside = s.measured.rtp >= low && s.measured.rtp <= high;
    rows.push({ ...s, standardError, low, high, inside, seconds });
  }
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;
console.log(`${ROUNDS.toLocaleString('en')} rounds per game, interval = stated ± ${SIGMAS} standard errors`);
for (const r of rows) {
  console.log(
    `${r.inside ? 'inside ' : 'OUTSIDE'} ${r.name.padEnd(18)} stated ${pct(r.stated, 4)}  measured ${pct(r.measured.rtp)}  ` +
      `SE ${pct(r.standardError)} (${r.exactSd === undefined ? 'simulated' : 'exact'} sd ${(r.exactSd ?? r.measured.sd).toFixed(3)})  ` +
      `interval ${pct(r.low)}–${pct(r.high)}  ${r.seconds.toFixed(1)} s`,
  );
}

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/rtp.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      rounds: ROUNDS,
      sigmas: SIGMAS,
      results: rows.map((r) => ({
        game: r.name,
        statedRtp: r.stated,
        measuredRtp: r.measured.rtp,
        standardError: r.standardError,
        sd: r.exactSd ?? r.measured.sd,
        sdSource: r.exactSd === undefined ? 'simulation' : 'exact',
        simulatedSd: r.measured.sd,
        interval: [r.low, r.high],
        inside: r.inside,
        seconds: r.seconds,
      })),
    },
    null,
    2,
  )}\n`,
);
process.exit(rows.every((r) => r.inside) ? 0 : 1);
