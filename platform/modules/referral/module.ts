/** Invite friends: one reward per invitee, decided by the first deposit. */
import type { PlatformModule } from '../../module.ts';
import { REFERRAL_COMMANDS } from './commands.ts';
import { referralRoutes } from './routes.ts';

export const referralModule: PlatformModule = { name: 'referral', wps: referralRoutes, commands: REFERRAL_COMMANDS };
