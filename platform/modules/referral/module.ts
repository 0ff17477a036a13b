/** Invite friends: one reward per invitee, decided by the first deposit. */
import type { PlatformModule } from '../../module.ts';
import { REFERRAL_COMMANDS } from './commands.ts';
import { referralRoutes } from './routes.ts';
import { noteDeposit, recordReferral } from './service.ts';

export const referralModule: PlatformModule = {
  name: 'referral',
  wps: referralRoutes,
  events: {
    'member.registered': (ctx, { payload, at }) => recordReferral(ctx, payload, at),
    'deposit.arrived': (ctx, { payload }) => noteDeposit(ctx, payload),
  },
  commands: REFERRAL_COMMANDS,
};
