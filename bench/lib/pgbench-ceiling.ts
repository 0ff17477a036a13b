/**
 * The database's own ceiling for the money path's kind of work: pgbench updating one row of 200 (the bench's
 * players' wallets), each update its own transaction committed with the server's own commit settings, from as many
 * connections as the bench drives, on the same server and machine in the same run (quality-bars.md "Server speed").
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { processCpuMicros, backendCpu, backendCpuBetween } from './cpu-accounting.ts';

export interface Ceiling {
  transactionsPerSecond: number;
  /** CPU microseconds per transaction: pgbench itself and the backends serving it. */
  cpuPerTransactionUs: { client: number; postgres: number };
  synchronousCommit: string;
}

export async function pgbenchCeiling(
  url: string,
  schema: string,
  connections: number,
  seconds: number,
): Promise<Ceiling> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create table ${schema}.pgbench_wallets (id integer primary key, balance bigint not null)`);
    await client.query(`insert into ${schema}.pgbench_wallets select g, 1000000 from generate_series(1, 200) g`);
    const synchronousCommit = (await client.query<{ s: string }>("select current_setting('synchronous_commit') as s"))
      .rows[0]!.s;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
    const script = path.join(dir, 'one-row-update.sql');
    fs.writeFileSync(
      script,
      `\\set id random(1, 200)\nupdate ${schema}.pgbench_wallets set balance = balance - 1 where id = :id;\n`,
    );
    const name = `pgbench-ceiling-${process.pid}`;
    const child = spawn(
      'pgbench',
      ['-n', '-c', String(connections), '-j', '2', '-T', String(seconds), '-f', script, url],
      { env: { ...process.env, PGAPPNAME: name }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // The backends are read once they run, and again just before pgbench ends its connections.
    await new Promise((r) => setTimeout(r, 1000));
    const pgbenchBefore = processCpuMicros(child.pid!);
    const before = await backendCpu(client, name);
    await new Promise((r) => setTimeout(r, (seconds - 1.5) * 1000));
    const after = await backendCpu(client, name);
    const pgbenchAfter = processCpuMicros(child.pid!);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    const done = /number of transactions actually processed: (\d+)/.exec(output);
    if (code !== 0 || !tps || !done) throw new Error(`pgbench failed (${code}): ${output}`);
    // The CPU was read over (seconds - 1.5) of the run: scale the transactions to that share.
    const transactions = Number(tps[1]) * (seconds - 1.5) || 1;
    return {
      transactionsPerSecond: Math.round(Number(tps[1])),
      cpuPerTransactionUs: {
        client: Math.round((pgbenchAfter - pgbenchBefore) / transactions),
        postgres: Math.round(backendCpuBetween(before, after) / transactions),
      },
      synchronousCommit,
    };
  } finally {
    await client.end();
  }
}
