/** `npm run ops -- <verb> ...`: the operator command. Uses the same database settings as the server. */
import { getPlatformConfig } from '../config.ts';
import { ConfigurationError } from '../environment.ts';
import { createPlatform, type Platform } from '../app.ts';
import { buildPlatformServer } from '../server.ts';
import { COMMANDS, UsageError, usage } from './commands.ts';
import { MERCHANT_COMMANDS } from './merchant-commands.ts';
import { runLotteryCommand } from './lottery-commands.ts';
import { MerchantNotFoundError } from '../merchant/repository.ts';

const [verb, ...args] = process.argv.slice(2);
const command = verb ? COMMANDS[verb] : undefined;
if (!command && verb !== 'lottery') {
  console.error(verb ? `unknown verb ${verb}\n${usage()}` : usage());
  process.exit(2);
}

let config: ReturnType<typeof getPlatformConfig>;
try {
  config = getPlatformConfig();
} catch (error) {
  // The same settings as the server, refused the same way: the list, not a stack trace.
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The lottery's verbs move money through the vendor's signed calls: they need the routes on an instance.
let platform: Platform;
if (verb === 'lottery') {
  const server = await buildPlatformServer(config, { pgSchema: process.env.DATABASE_SCHEMA });
  await server.app.ready();
  platform = { ...server.platform, close: () => server.app.close() };
}
// The settlement job is the server's: a verb settles only what it is asked to.
else {
  try {
    platform = await createPlatform(config, { pgSchema: process.env.DATABASE_SCHEMA, contractSettlements: false });
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
try {
  console.log(command ? await command.run(platform.context, args) : await runLotteryCommand(platform.lottery!, args));
} catch (error) {
  // A verb on a database whose merchant is not created yet: what to do, not a stack trace.
  if (error instanceof MerchantNotFoundError) {
    console.error(`${error.message}: create it first with ${MERCHANT_COMMANDS.merchant!.usage}`);
    process.exitCode = 1;
  } else {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${usage()}`);
    process.exitCode = 2;
  }
} finally {
  await platform.close();
}
