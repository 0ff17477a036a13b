/**
 * The built-in demo payment gateway, served under /gateway/demo. It plays the part of an outside payment
 * provider: it knows nothing of the platform's database, only the merchant's shared secret. The person
 * opens a signed payment link, pays or cancels, the gateway posts a signed notification to the merchant
 * server to server, and only when the merchant has acknowledged it sends the browser back to the site.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formBodyParser } from '../../http/form-body.ts';
import { hmacHex, paymentLinkText, sameDigest, signatureHeaders, type PaymentLinkFields } from '../signing.ts';
import type { Delivery } from './delivery.ts';
import { invalidLinkPage, PAGE_POLICY, paymentPage } from './page.ts';

export interface DemoGatewayOptions {
  /** The secret shared with a merchant, or undefined for a merchant this gateway does not serve. */
  secretFor: (merchantCode: string) => string | undefined;
  deliver: Delivery;
  now: () => number;
}

const linkFields = z.object({
  merchantCode: z.string().min(1).max(32),
  orderId: z.string().regex(/^D[0-9A-F]{20}$/),
  amountMinor: z.string().regex(/^[1-9]\d{0,17}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  expiresAt: z.string().regex(/^\d{1,12}$/),
  // A path on the merchant's own site, never another host: the redirect target must not be an open door.
  returnPath: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])[^\s\\]*$/),
  language: z.enum(['bn', 'en']),
  signature: z.string().max(64),
});

const payForm = linkFields.extend({ action: z.enum(['pay', 'cancel']) });

type Link = { fields: PaymentLinkFields; signature: string };

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('Content-Security-Policy', PAGE_POLICY)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export function demoGatewayRoutes(gateway: FastifyInstance, options: DemoGatewayOptions): void {
  gateway.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    formBodyParser,
  );

  /** The link when its signature holds and it has not expired; 'forged' or 'expired' otherwise. */
  const readLink = (input: unknown): Link | 'forged' | 'expired' => {
    const parsed = linkFields.safeParse(input);
    if (!parsed.success) return 'forged';
    const { signature, ...fields } = parsed.data;
    const secret = options.secretFor(fields.merchantCode);
    if (!secret || !sameDigest(hmacHex(secret, paymentLinkText(fields)), signature)) return 'forged';
    if (Number(fields.expiresAt) * 1000 <= options.now()) return 'expired';
    return { fields, signature };
  };
  const language = (input: unknown) => ((input as { language?: unknown } | null)?.language === 'en' ? 'en' : 'bn');
  const refuse = (reply: FastifyReply, input: unknown, verdict: 'forged' | 'expired') => {
    // Only a genuine (if expired) link earns a way back; a forged one could point anywhere on the site.
    const back = verdict === 'expired' ? (input as { returnPath: string }).returnPath : null;
    return send(reply, verdict === 'expired' ? 410 : 400, invalidLinkPage(language(input), back));
  };

  gateway.get('/pay', async (request, reply) => {
    const link = readLink(request.query);
    if (typeof link === 'string') return refuse(reply, request.query, link);
    return send(reply, 200, paymentPage(link.fields, link.signature));
  });

  gateway.post('/pay', async (request, reply) => {
    const form = payForm.safeParse(request.body);
    if (!form.success) return refuse(reply, request.body, 'forged');
    const link = readLink(request.body);
    if (typeof link === 'string') return refuse(reply, request.body, link);
    const { fields } = link;
    const body = JSON.stringify({
      merchantCode: fields.merchantCode,
      orderId: fields.orderId,
      amountMinor: fields.amountMinor,
      status: form.data.action === 'pay' ? 'paid' : 'failed',
      gatewayRef: `DEMO-${fields.orderId}`,
    });
    const secret = options.secretFor(fields.merchantCode)!;
    try {
      const answer = await options.deliver(body, signatureHeaders(secret, body, options.now()));
      // The browser goes back only once the merchant has the news, so the site never waits on a lost notification.
      if (answer.status === 200) return reply.header('Cache-Control', 'no-store').redirect(fields.returnPath, 303);
      request.log.warn(
        { status: answer.status, order: fields.orderId },
        'merchant refused the demo gateway notification',
      );
    } catch (error) {
      request.log.warn({ err: error, order: fields.orderId }, 'demo gateway notification not delivered');
    }
    return send(reply, 502, paymentPage(fields, link.signature, 'undelivered'));
  });
}
