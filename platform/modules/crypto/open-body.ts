/**
 * Opens encrypted call bodies (spec 7 "E"; docs/encrypted-calls.md): unwraps the per-message secret with the
 * platform's RSA key, checks the HMAC in constant time, refuses stale or replayed messages, then decrypts.
 * Any failure is the same refusal: a caller learns nothing about which check failed.
 */
import { constants, createDecipheriv, createHmac, privateDecrypt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { macInput, ENVELOPE_VERSION } from '../../../contract/rules/encrypted-body.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { BodyKeyStore } from './key-store.ts';
import type { ReplayGuard } from './replay-guard.ts';

/** How far a message's timestamp may be from the platform's clock. */
export const BODY_WINDOW_MS = 300_000;

const base64 = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/);

const sealed = z
  .object({
    enc: z
      .object({
        v: z.literal(ENVELOPE_VERSION),
        kid: z
          .string()
          .min(1)
          .max(32)
          .regex(/^[A-Za-z0-9_-]+$/),
        key: base64(1024),
        iv: base64(32),
        data: base64(64_000),
        ts: z.number().int().positive(),
        nonce: base64(32),
        mac: base64(64),
      })
      .strict(),
  })
  .strict();

export class BodyOpener {
  private readonly keys: BodyKeyStore;
  private readonly seen: ReplayGuard;
  private readonly now: () => number;

  constructor(keys: BodyKeyStore, seen: ReplayGuard, now: () => number) {
    this.keys = keys;
    this.seen = seen;
    this.now = now;
  }

  /** The decrypted JSON payload, or a 400 bad_encrypted_body (503 busy_try_again when the replay guard is full). */
  async open(body: unknown): Promise<unknown> {
    const parsed = sealed.safeParse(body);
    if (!parsed.success) throw refused();
    const { mac, ...unsigned } = parsed.data.enc;
    const key = await this.keys.find(unsigned.kid);
    if (!key) throw refused();
    let secret: Buffer;
    try {
      secret = privateDecrypt(
        { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(unsigned.key, 'base64'),
      );
    } catch {
      throw refused();
    }
    if (secret.length !== 64) throw refused();
    const expected = createHmac('sha256', secret.subarray(32)).update(macInput(unsigned)).digest();
    const given = Buffer.from(mac, 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
    if (Math.abs(this.now() - unsigned.ts) > BODY_WINDOW_MS) throw refused();
    // Checked after the MAC, so only genuine messages can occupy the replay guard.
    const claim = await this.seen.claim(unsigned.nonce, 2 * BODY_WINDOW_MS);
    if (claim === 'seen') throw refused();
    // Full: refusing is safe, forgetting a nonce inside its window would let a replay in.
    if (claim === 'full') throw new PlatformError(503, 'busy_try_again');
    try {
      const decipher = createDecipheriv('aes-256-cbc', secret.subarray(0, 32), Buffer.from(unsigned.iv, 'base64'));
      const plain = Buffer.concat([decipher.update(Buffer.from(unsigned.data, 'base64')), decipher.final()]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      throw refused();
    }
  }
}

function refused(): PlatformError {
  return new PlatformError(400, 'bad_encrypted_body');
}
