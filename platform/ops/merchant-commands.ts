/** `merchant create`: a real merchant for a first production start (issue 30). */
import { UsageError, type Command } from '../operator-command.ts';
import { createMerchant, MerchantInputError, parseNewMerchant, type NewMerchant } from '../merchant/create.ts';

const FIELDS = ['name', 'code', 'currency', 'languages'] as const;
type Field = (typeof FIELDS)[number];

/** `--name Lotus --code lotus ...` (or `--name=Lotus`): each field once, nothing else. */
function readFlags(args: string[]): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
    const field = match?.[1] as Field | undefined;
    if (!match || !field || !FIELDS.includes(field)) throw new UsageError(`unexpected argument ${arg}`);
    if (values[field] !== undefined) throw new UsageError(`--${field} is given twice`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${field} needs a value`);
    values[field] = value;
  }
  return values;
}

export const MERCHANT_COMMANDS: Record<string, Command> = {
  merchant: {
    usage: 'merchant create --name <NAME> --code <CODE> --currency BDT --languages bn,en',
    async run(ctx, [action, ...args]) {
      if (action !== 'create')
        throw new UsageError('expected: merchant create --name … --code … --currency … --languages …');
      let merchant: NewMerchant;
      try {
        merchant = parseNewMerchant(readFlags(args));
      } catch (error) {
        if (error instanceof MerchantInputError) throw new UsageError(error.message);
        throw error;
      }
      if (!(await createMerchant(ctx.db, merchant)))
        throw new UsageError(`a merchant with code ${merchant.code} already exists; nothing was changed`);
      const start =
        merchant.code === ctx.config.merchantCode
          ? 'the server serves it as it is configured (MERCHANT_CODE)'
          : `start the server with MERCHANT_CODE=${merchant.code} to serve it`;
      return `merchant ${merchant.code} (${merchant.name}, ${merchant.currency}, pages in bn and en) created; ${start}`;
    },
  },
};
