/** The seamless calls' bodies (docs/seamless-wallet.md). Money is a decimal string of minor units, never a JSON number. */
import { z } from 'zod';

const id = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
const session = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
/** The platform's player reference: the member id as text. */
const player = z.string().regex(/^[1-9][0-9]{0,11}$/);
const gameCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const MAX_MINOR = 10n ** 15n;
const minor = (min: bigint) =>
  z
    .string()
    .regex(/^(0|[1-9][0-9]{0,15})$/)
    .transform((text) => BigInt(text))
    .refine((value) => value >= min && value <= MAX_MINOR);

export const balanceBody = z.object({ session }).strict();
export const debitBody = z
  .object({ session, transactionId: id, roundId: id, gameCode, amountMinor: minor(1n) })
  .strict();
export const creditBody = z
  .object({
    session: session.optional(),
    player,
    transactionId: id,
    roundId: id,
    gameCode,
    amountMinor: minor(0n),
    betTransactionId: id,
  })
  .strict();
export const rollbackBody = z.object({ player, transactionId: id, originalTransactionId: id, roundId: id }).strict();

export type DebitInput = z.infer<typeof debitBody>;
export type CreditInput = z.infer<typeof creditBody>;
export type RollbackInput = z.infer<typeof rollbackBody>;
