/**
 * The signing scheme between a merchant and the demo gateway. A notification is signed as
 * HMAC-SHA256(secret, "<unix seconds>.<raw body>") in hex, sent with the timestamp in its own header; the
 * receiver accepts it only within 300 s of its own clock and compares in constant time. Payment links are
 * signed with the same secret under a "pay." prefix, so a link's signature can never pass for a notification's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const SIGNATURE_HEADER = 'x-gateway-signature';
/** Quality bars: signed requests are accepted within 300 s either side of the receiver's clock. */
export const SIGNATURE_WINDOW_SECONDS = 300;

export type SignatureCheck = 'ok' | 'malformed' | 'stale' | 'bad_signature';

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** The headers that sign `body`, sent at `nowMs`. */
export function signatureHeaders(secret: string, body: string, nowMs: number): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: hmacHex(secret, `${timestamp}.${body}`) };
}

/** True when two hex digests are equal, in time that does not depend on where they differ. */
export function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
}

/** Checks a notification's timestamp and signature against the raw body as received. */
export function checkSignature(
  secret: string,
  body: string,
  timestamp: string | undefined,
  signature: string | undefined,
  nowMs: number,
): SignatureCheck {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return 'malformed';
  if (Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > SIGNATURE_WINDOW_SECONDS) return 'stale';
  return sameDigest(hmacHex(secret, `${timestamp}.${body}`), signature.toLowerCase()) ? 'ok' : 'bad_signature';
}

/** The fields of a payment link, in a fixed order, as the text its signature covers. */
export function paymentLinkText(fields: PaymentLinkFields): string {
  return [
    'pay',
    fields.merchantCode,
    fields.orderId,
    fields.amountMinor,
    fields.currency,
    fields.expiresAt,
    fields.returnPath,
    fields.language,
  ].join('.');
}

export interface PaymentLinkFields {
  merchantCode: string;
  orderId: string;
  /** Minor units as a decimal string. */
  amountMinor: string;
  currency: string;
  /** Unix seconds after which the gateway refuses to take the payment. */
  expiresAt: string;
  /** Where the browser goes back to on the merchant's site (a path on the same site). */
  returnPath: string;
  language: 'bn' | 'en';
}
