/**
 * The vendor's side of the seamless-wallet contract (docs/seamless-wallet.md): every call signed with the
 * vendor's own secret. The vendor reaches the platform only through this HTTP contract — never its ledger — so
 * the transport is a function: Fastify's inject in one process, or loopback HTTP, or a failing one in tests.
 */
import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';

export interface WalletReply {
  status: number;
  body: Record<string, unknown>;
}

/** Sends one signed call; throws when the answer never came (network, restart). */
export type WalletTransport = (path: string, rawBody: string, headers: Record<string, string>) => Promise<WalletReply>;

const PREFIX = '/wallet/seamless/v1';

/** The server is shutting down and took no more calls: this one was never sent, so nothing moved. */
export class ServerClosing extends Error {}

export function injectTransport(app: FastifyInstance): WalletTransport {
  return async (path, rawBody, headers) => {
    const res = await app
      .inject({ method: 'POST', url: `${PREFIX}/${path}`, payload: rawBody, headers })
      .catch((error: unknown) => {
        // Fastify refuses an injection once its close has begun; a background pass then stops, it has not failed.
        if ((error as { code?: string }).code === 'FST_ERR_REOPENED_CLOSE_SERVER')
          throw new ServerClosing('the server is shutting down');
        throw error;
      });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
}

/** A refusal the platform answered (HTTP 4xx with an error code): final, unlike a call that got no answer. */
export class WalletRefusal extends Error {
  readonly code: string;
  readonly status: number;
  constructor(status: number, code: string) {
    super(`seamless wallet refused: ${code}`);
    this.status = status;
    this.code = code;
  }
}

/** An answer that is neither a success nor a refusal (5xx): the outcome of the call is unknown. */
export class WalletUnavailable extends Error {}

export interface MoneyAnswer {
  balanceMinor: bigint;
  player: string;
}

export class WalletClient {
  readonly #vassalage: string;
  readonly #secret: string;
  readonly #transport: WalletTransport;
  readonly #now: () => number;

  constructor(vassalage: string, secret: string, transport: WalletTransport, now: () => number) {
    this.#vassalage = vassalage;
    this.#secret = secret;
    this.#transport = transport;
    this.#now = now;
  }

  async #call(path: string, body: Record<string, string>): Promise<MoneyAnswer> {
    const raw = JSON.stringify(body);
    const timestamp = String(this.#now());
    const signature = createHmac('sha256', this.#secret).update(`${timestamp}.${raw}`).digest('hex');
    const reply = await this.#transport(path, raw, {
      'content-type': 'application/json',
      'x-vendor': this.#vassalage,
      'x-timestamp': timestamp,
      'x-signature': signature,
    });
    if (reply.status >= 500) throw new WalletUnavailable(`seamless wallet answered ${reply.status}`);
    if (reply.status !== 200) {
      const code = (reply.body.error as { code?: unknown } | undefined)?.code;
      throw new WalletRefusal(reply.status, typeof code === 'string' ? code : 'refused');
    }
    // Money arrives as a decimal string of minor units: straight to bigint, never through a float.
    return { balanceMinor: BigInt(String(reply.body.balanceMinor)), player: String(reply.body.player) };
  }

  balance(session: string) {
    return this.#call('balance', { session });
  }

  debit(input: { session: string; transactionId: string; roundId: string; gameCode: string; amountMinor: bigint }) {
    return this.#call('debit', { ...input, amountMinor: input.amountMinor.toString() });
  }

  credit(input: {
    player: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amountMinor: bigint;
    betTransactionId: string;
  }) {
    return this.#call('credit', { ...input, amountMinor: input.amountMinor.toString() });
  }

  rollback(input: { player: string; transactionId: string; originalTransactionId: string; roundId: string }) {
    return this.#call('rollback', input);
  }
}
