/** The merchant's side of the built-in demo gateway: signed payment links out, signed notifications in. */
import { z } from 'zod';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  checkSignature,
  hmacHex,
  paymentLinkText,
  type PaymentLinkFields,
} from '../../gateway/signing.ts';
import type { NotificationReading, PaymentGateway } from './gateway.ts';

/** Where the demo gateway's pages are served (platform/gateway/demo/routes.ts). */
export const DEMO_GATEWAY_PATH = '/gateway/demo';

const notificationBody = z
  .object({
    merchantCode: z.string().min(1).max(32),
    orderId: z.string().min(1).max(40),
    // Text, not a JSON number: a float must never carry an amount.
    amountMinor: z.string().regex(/^[1-9]\d{0,17}$/),
    status: z.enum(['paid', 'failed']),
    gatewayRef: z.string().min(1).max(80),
  })
  .strict();

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function demoGateway(secret: string): PaymentGateway {
  return {
    name: 'demo',
    async paymentPageUrl(order) {
      const fields: PaymentLinkFields = {
        merchantCode: order.merchantCode,
        orderId: order.orderId,
        amountMinor: order.amountMinor.toString(),
        currency: order.currency,
        expiresAt: String(Math.floor(order.expiresAt.getTime() / 1000)),
        returnPath: order.returnPath,
        language: order.language,
      };
      // The link carries the order and is signed, so the page can show the amount without asking us and nobody can change it.
      const query = new URLSearchParams({ ...fields, signature: hmacHex(secret, paymentLinkText(fields)) });
      return `${DEMO_GATEWAY_PATH}/pay?${query.toString()}`;
    },
    readNotification(rawBody, headers, nowMs): NotificationReading {
      const check = checkSignature(
        secret,
        rawBody,
        header(headers, TIMESTAMP_HEADER),
        header(headers, SIGNATURE_HEADER),
        nowMs,
      );
      if (check !== 'ok') return { ok: false, reason: check };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const body = notificationBody.safeParse(parsed);
      if (!body.success) return { ok: false, reason: 'malformed' };
      return { ok: true, notification: { ...body.data, amountMinor: BigInt(body.data.amountMinor) } };
    },
  };
}
