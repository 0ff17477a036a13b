import { measureSports } from '/work/wt-sports/bench/lib/rtp-games.ts';
for (const s of measureSports(1_000_000)) {
  const se = s.exactSd! / 1000;
  console.log(`${s.name.padEnd(20)} stated ${(s.stated*100).toFixed(4)}% measured ${(s.measured.rtp*100).toFixed(4)}% SE ${(se*100).toFixed(3)}% z ${((s.measured.rtp-s.stated)/se).toFixed(2)}`);
}
