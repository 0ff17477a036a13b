/** The agent centre: team, reports, income, invitations. */
import type { PlatformModule } from '../../module.ts';
import { agentRoutes } from './routes.ts';

export const agentModule: PlatformModule = { name: 'agent', wps: agentRoutes };
