/** How the demo gateway reaches the merchant's notification endpoint. */
import type { FastifyInstance } from 'fastify';

export interface DeliveryAnswer {
  status: number;
  body: string;
}

/** Posts a signed notification; `path` is the platform's notification path, used when no absolute URL is configured. */
export type Delivery = (body: string, headers: Record<string, string>) => Promise<DeliveryAnswer>;

const TIMEOUT_MS = 5000;

/** Over the network, as a gateway outside this process would call. */
export function httpDelivery(url: string): Delivery {
  return async (body, headers) => {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    return { status: response.status, body: await response.text() };
  };
}

/** Into this process through Fastify's injection: the same route, parser and checks, without a socket. */
export function injectDelivery(app: FastifyInstance, path: string): Delivery {
  return async (body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: response.statusCode, body: response.body };
  };
}
