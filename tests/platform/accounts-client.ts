/** Calls the account API as the site does: E bodies sealed with the platform's key, the token in its header. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { encryptBody, type EncryptedEnvelope } from '../../contract/rules/encrypted-body.ts';

/** An answer as the tests read it: the status and the parsed envelope. */
export interface Reply {
  status: number;
  body: any;
}

export interface Caller {
  /** The sealed form of a payload, ready to send as the body of an E call. */
  seal(payload: unknown, now?: number): Promise<{ enc: EncryptedEnvelope }>;
  /** An E call: POST (or PUT) with a sealed body. */
  sealed(
    url: string,
    payload: unknown,
    options?: { method?: 'POST' | 'PUT'; token?: string; ip?: string },
  ): Promise<{ status: number; body: any }>;
  call(options: InjectOptions & { token?: string; ip?: string }): Promise<{ status: number; body: any }>;
  login(username: string, password: string, ip?: string): Promise<{ status: number; body: any }>;
  /** The newest development-outbox message to a recipient. */
  outbox(channel: 'sms' | 'email', recipient: string): Promise<{ body: string; recipient: string } | undefined>;
}

let address = 0;
/**
 * A fresh address, so per-address limits of one test never reach another, each in a /24 of its own: the referral
 * hold treats one /24 (or /64) as one household, so two members of a test are never neighbours unless the test
 * says so. From 100.64.0.0/10 (shared address space: no country, like the documentation nets, and room for
 * 16,384 networks before the last octet changes).
 */
export function nextIp(): string {
  address += 1;
  return `100.${64 + ((address >> 8) % 64)}.${address & 255}.${1 + ((address >> 14) % 254)}`;
}

/** `now` is the platform's clock: sealed bodies carry its time, as a client's synchronised clock would. Messages come in English. */
export function caller(app: FastifyInstance, now: () => number = Date.now): Caller {
  let key: { keyId: string; publicKey: string } | undefined;
  const call: Caller['call'] = async ({ token, ip, headers, ...options }) => {
    const res = await app.inject({
      ...options,
      headers: { language: 'en', ...headers, ...(token ? { token } : {}), 'x-forwarded-for': ip ?? '198.51.100.7' },
    } as InjectOptions);
    return { status: res.statusCode, body: res.json() };
  };
  const seal: Caller['seal'] = async (payload, at) => {
    key ??= (await call({ method: 'GET', url: '/wps/system/crypto-key' })).body.value;
    return { enc: await encryptBody(payload, key!, at ?? now()) };
  };
  const sealed: Caller['sealed'] = async (url, payload, options = {}) =>
    call({ method: options.method ?? 'POST', url, payload: await seal(payload), token: options.token, ip: options.ip });
  return {
    seal,
    sealed,
    call,
    login: (username, password, ip) =>
      sealed('/wps/session/login', { username, password, type: 'username' }, { ip: ip ?? nextIp() }),
    async outbox(channel, recipient) {
      const { body } = await call({
        method: 'GET',
        url: `/wps/dev/outbox?channel=${channel}&to=${encodeURIComponent(recipient)}`,
      });
      return body.value[0];
    },
  };
}

export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}
