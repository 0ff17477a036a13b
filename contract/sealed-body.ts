/**
 * The wire shape of an encrypted call body (spec 7 "E"; docs/encrypted-calls.md): a per-message secret wrapped
 * with the platform's RSA key, the AES ciphertext and its HMAC. The JSON payload inside is each call's `sealed`
 * schema; the platform opens the body before it checks the payload.
 */
import { z } from './zod.ts';

export const SEALED_BODY_VERSION = 1;

const base64 = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/);

export const sealedBody = z
  .object({
    enc: z
      .object({
        v: z.literal(SEALED_BODY_VERSION),
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
