/** `npm run ops -- <verb> ...`: the operator command. Uses the same database settings as the server. */
import { getPlatformConfig } from '../config.ts';
import { createPlatform } from '../app.ts';
import { COMMANDS, UsageError, usage } from './commands.ts';

const [verb, ...args] = process.argv.slice(2);
const command = verb ? COMMANDS[verb] : undefined;
if (!command) {
  console.error(verb ? `unknown verb ${verb}\n${usage()}` : usage());
  process.exit(2);
}

const platform = await createPlatform(getPlatformConfig(), { pgSchema: process.env.DATABASE_SCHEMA });
try {
  console.log(await command.run(platform.context, args));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n${usage()}`);
  process.exitCode = 2;
} finally {
  await platform.close();
}
