/**
 * Vendor request signing: HMAC-SHA256(secret, `${timestamp}.${rawBody}`), lowercase hex, compared in constant
 * time, and a timestamp within 300 s of the platform's clock. A replay inside the window passes this check and is
 * then answered by the transaction id's idempotency: same answer, no second effect.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SeamlessRefusal } from './refusals.ts';

export const MAX_SKEW_MS = 300_000;

export function sign(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** The vendor the request is from, or throws bad_signature / stale_request. Unknown vendors look like bad signatures. */
export function verifySignedRequest(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  secrets: ReadonlyMap<string, string>,
  now: number,
): string {
  const vendor = header(headers['x-vendor']);
  const timestamp = header(headers['x-timestamp']);
  const signature = header(headers['x-signature']);
  if (!vendor || !timestamp || !signature || !/^\d{1,16}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new SeamlessRefusal('bad_signature');
  }
  const secret = secrets.get(vendor);
  if (!secret) throw new SeamlessRefusal('bad_signature');
  const expected = Buffer.from(sign(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new SeamlessRefusal('bad_signature');
  if (Math.abs(now - Number(timestamp)) > MAX_SKEW_MS) throw new SeamlessRefusal('stale_request');
  return vendor;
}
