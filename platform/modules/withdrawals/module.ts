/** Withdrawals: requests, the operators' approval and payout, the player's confirmation. */
import type { PlatformModule } from '../../module.ts';
import { WITHDRAWAL_COMMANDS } from './commands.ts';
import { settleUnconfirmed } from './confirmations.ts';
import { withdrawalRoutes } from './routes.ts';

export const withdrawalsModule: PlatformModule = {
  name: 'withdrawals',
  // A scope of its own: its multipart parser (proof images) is not the other calls'.
  wps: async (wps, ctx) => {
    await wps.register((scope) => withdrawalRoutes(scope, ctx));
  },
  jobs: [
    {
      // Unconfirmed paid withdrawals become received after the merchant's minutes (read that way at once; the
      // sweep writes it down). A failed sweep is retried on the next tick; reads already answer from the deadline.
      name: 'withdrawal confirmation sweep',
      everyMs: 60_000,
      atStart: false,
      run: settleUnconfirmed,
    },
  ],
  commands: WITHDRAWAL_COMMANDS,
};
