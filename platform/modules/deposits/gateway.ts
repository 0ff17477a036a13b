/**
 * What the deposit module needs from a payment gateway. The built-in demo gateway implements it
 * (demo-gateway.ts); a real one (bKash, Nagad, a bank's acquirer) plugs in by implementing the same two
 * calls and being named in gateways.ts. Nothing else in the module knows which gateway it talks to.
 */
export interface GatewayOrder {
  merchantCode: string;
  orderId: string;
  amountMinor: bigint;
  currency: string;
  expiresAt: Date;
  /** The site path the browser returns to after paying or cancelling. */
  returnPath: string;
  language: 'bn' | 'en';
}

/** A gateway's word about an order, already authenticated. */
export interface GatewayNotification {
  merchantCode: string;
  orderId: string;
  amountMinor: bigint;
  status: 'paid' | 'failed';
  /** The gateway's own reference for the payment. */
  gatewayRef: string;
}

export type NotificationReading =
  | { ok: true; notification: GatewayNotification }
  | { ok: false; reason: 'malformed' | 'stale' | 'bad_signature' };

export interface PaymentGateway {
  readonly name: string;
  /** The address of the page where the person pays this order (a real gateway: from its create-payment call). */
  paymentPageUrl(order: GatewayOrder): Promise<string>;
  /** Authenticates and reads a server-to-server notification from its raw body and headers. */
  readNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
  ): NotificationReading;
}
