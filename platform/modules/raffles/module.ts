/** Raffles: rounds committed before they open, drawn and paid once. */
import type { PlatformModule } from '../../module.ts';
import { raffleJob } from './job.ts';
import { raffleRoutes } from './routes.ts';

export const rafflesModule: PlatformModule = { name: 'raffles', wps: raffleRoutes, jobs: [raffleJob] };
