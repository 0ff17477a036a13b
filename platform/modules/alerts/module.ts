/** Operators' alerts (a refused over-cap win). */
import type { PlatformModule } from '../../module.ts';
import { ALERT_COMMANDS } from './commands.ts';

export const alertsModule: PlatformModule = { name: 'alerts', commands: ALERT_COMMANDS };
