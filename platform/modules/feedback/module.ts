/** Players' feedback and the operators' answers. */
import type { PlatformModule } from '../../module.ts';
import { FEEDBACK_COMMANDS } from './commands.ts';
import { feedbackRoutes } from './routes.ts';

export const feedbackModule: PlatformModule = {
  name: 'feedback',
  // A scope of its own: its multipart parser is not the other calls'.
  wps: async (wps, ctx) => {
    await wps.register((scope) => feedbackRoutes(scope, ctx));
  },
  commands: FEEDBACK_COMMANDS,
};
