/** What an operator verb is, and the error for a verb used wrongly (printed with the usage, exit 2). */
import type { PlatformContext } from './context.ts';

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface Command {
  usage: string;
  run(ctx: PlatformContext, args: string[]): Promise<string>;
}
