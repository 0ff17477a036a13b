/**
 * The spec's response envelope (spec 7): `{ success, value, message }`, with a machine-readable `code` and per-field
 * problems on refusals. Both sides build their envelope checks from here.
 */
import { z } from './zod.ts';

/** A successful answer whose value has the given shape. */
export function answered<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value, message: z.null() });
}

/** A refusal: a message for people in the player's language, a code for programs. */
export const refusal = z.object({
  success: z.literal(false),
  value: z.unknown(),
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type Refusal = z.infer<typeof refusal>;

/** Either envelope, before the caller knows which. */
export const anyEnvelope = z.object({
  success: z.boolean(),
  value: z.unknown(),
  message: z.string().nullable(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type AnyEnvelope = z.infer<typeof anyEnvelope>;
