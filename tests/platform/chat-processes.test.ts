/**
 * The live chat with two real platform processes on one PostgreSQL database (issue 19): a message written
 * through process A reaches a WebSocket open on process B, both ways, with the notices carried by PostgreSQL's
 * LISTEN/NOTIFY and, when REDIS_URL is set, by Redis pub/sub. Each process is `bench/platform-server.ts`, the
 * platform alone, started as a separate Node process; nothing is shared between them but the stores.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPgSchema } from '../../platform/db/database.ts';
import { encryptBody } from '../../contract/rules/encrypted-body.ts';
import { openSocket, type OpenSocket } from './chat-socket-client.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const buses = DATABASE_URL ? ['postgres', ...(process.env.REDIS_URL ? ['redis'] : [])] : [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Process {
  child: ChildProcess;
  url: string;
  output: string[];
}

async function startProcess(env: Record<string, string>): Promise<Process> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [path.resolve('bench/platform-server.ts')], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform process exited: ${output.join('')}`);
    try {
      if ((await fetch(`${url}/wps/system/status`)).ok) return { child, url, output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`platform process did not start: ${output.join('')}`);
}

function stop(process: Process | undefined): Promise<void> {
  if (!process || process.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.child.kill('SIGKILL'), 10_000);
    process.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    process.child.kill('SIGTERM');
  });
}

async function envelope(response: Response) {
  const body = (await response.json()) as { success: boolean; value: any; code?: string };
  if (!response.ok || !body.success) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.value;
}

describe.skipIf(buses.length === 0).each(buses)('the live chat on two processes (%s notices)', (bus) => {
  const id = randomBytes(6).toString('hex');
  const schema = `t_${id}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-processes-'));
  const password = randomBytes(18).toString('base64url');
  let a: Process | undefined;
  let b: Process | undefined;
  let token: string;
  let opsCookie: string;
  let conversationId: number;
  const sockets: OpenSocket[] = [];

  beforeAll(async () => {
    const env = {
      MODE: 'demo',
      DATABASE_URL: DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      REDIS_URL: bus === 'redis' ? process.env.REDIS_URL! : '',
      REDIS_PREFIX: `test:${id}:`,
      SECRETS_PATH: path.join(dir, 'secrets.json'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      OPS_CHAT_PASSWORD: password,
      PG_POOL_MAX: '5',
    };
    // One after the other: the first migrates and seeds the schema, the second finds it ready.
    a = await startProcess(env);
    b = await startProcess(env);
    const key = await envelope(await fetch(`${a.url}/wps/system/crypto-key`));
    const login = await fetch(`${a.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en' },
      body: JSON.stringify({
        enc: await encryptBody({ username: 'demoplayer', password: 'Demo1234', type: 'username' }, key, Date.now()),
      }),
    });
    token = (await envelope(login)).token;
    const ops = await fetch(`${a.url}/ops/chat/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    await envelope(ops);
    opsCookie = ops.headers.get('set-cookie')!.split(';')[0]!;
    conversationId = (await envelope(await fetch(`${a.url}/wps/chat/conversation`, { headers: { token } })))
      .conversation.id;
  }, 150_000);

  afterAll(async () => {
    for (const open of sockets) open.close();
    await Promise.all([stop(a), stop(b)]);
    await dropPgSchema(DATABASE_URL!, schema);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const socketOn = async (process: Process, socketPath: string, cookie: string) => {
    const open = await openSocket(`${process.url.replace(/^http/, 'ws')}${socketPath}`, {
      origin: process.url,
      cookie,
    });
    sockets.push(open);
    return open;
  };

  it("an operator's answer written through A reaches the player's socket on B", async () => {
    const playerSocket = await socketOn(b!, '/wps/chat/socket', `wps_session=${token}`);
    const sent = await fetch(`${a!.url}/ops/chat/api/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: opsCookie },
      body: JSON.stringify({ text: 'Answered on A' }),
    });
    await envelope(sent);
    expect(await playerSocket.next()).toEqual({ conversationId, channel: 'standard', kind: 'message' });
    // The message was stored before the notice: B reads it at once.
    const onB = await envelope(await fetch(`${b!.url}/wps/chat/messages?after=0`, { headers: { token } }));
    expect(onB.messages.at(-1).text).toBe('Answered on A');
    expect(onB.unread).toBe(1);
  }, 30_000);

  it("a player's message written through A reaches the operators' socket on B", async () => {
    const operatorSocket = await socketOn(b!, '/ops/chat/api/socket', opsCookie);
    await envelope(
      await fetch(`${a!.url}/wps/chat/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ text: 'Written on A' }),
      }),
    );
    expect(await operatorSocket.next((n) => n.kind === 'message')).toEqual({
      conversationId,
      channel: 'standard',
      kind: 'message',
    });
  }, 30_000);
});
