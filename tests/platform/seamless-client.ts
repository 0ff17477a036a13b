/** Calls the seamless wallet as a vendor does: a signed JSON body with x-vendor, x-timestamp and x-signature. */
import type { FastifyInstance } from 'fastify';
import { sign } from '../../platform/modules/seamless/signature.ts';
import { vendorSecretOf } from './harness.ts';
import type { Caller } from './accounts-client.ts';

export interface VendorReply {
  status: number;
  body: any;
}

export interface VendorOptions {
  /** Sign with this timestamp (ms) instead of now. */
  timestamp?: number;
  secret?: string;
  /** Send this signature instead of the right one. */
  signature?: string;
}

export function vendorClient(app: FastifyInstance, vendor: string, now: () => number = Date.now) {
  const call = async (path: string, payload: unknown, options: VendorOptions = {}): Promise<VendorReply> => {
    const raw = JSON.stringify(payload);
    const timestamp = String(options.timestamp ?? now());
    const signature = options.signature ?? sign(options.secret ?? vendorSecretOf(app, vendor), timestamp, raw);
    const res = await app.inject({
      method: 'POST',
      url: `/wallet/seamless/v1/${path}`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-vendor': vendor,
        'x-timestamp': timestamp,
        'x-signature': signature,
      },
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    call,
    balance: (session: string, o?: VendorOptions) => call('balance', { session }, o),
    debit: (
      b: { session: string; transactionId: string; roundId: string; gameCode: string; amountMinor: string },
      o?: VendorOptions,
    ) => call('debit', b, o),
    credit: (
      b: {
        session?: string;
        player: string;
        transactionId: string;
        roundId: string;
        gameCode: string;
        amountMinor: string;
        betTransactionId: string;
      },
      o?: VendorOptions,
    ) => call('credit', b, o),
    rollback: (
      b: { player: string; transactionId: string; originalTransactionId: string; roundId: string },
      o?: VendorOptions,
    ) => call('rollback', b, o),
  };
}

/** The launch constants the platform expects from the site (spec: GLS, html5 desktop). */
export const LAUNCH_CONSTANTS = {
  accountType: 1,
  confirmTrans: 0,
  clientType: 3,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  language: 'en',
};

/** Launches a game as the member and answers the vendor session the game URL carries. */
export async function launchSession(api: Caller, token: string, vassalage: string, gameId: string): Promise<string> {
  const res = await api.call({
    method: 'POST',
    url: '/wps/game/launchGameV2',
    token,
    payload: { gameId, vassalage, ...LAUNCH_CONSTANTS },
  });
  if (!res.body.value) throw new Error(`launch of ${vassalage}/${gameId} refused: ${JSON.stringify(res.body)}`);
  return new URL(res.body.value.game_url, 'http://x').searchParams.get('session')!;
}
