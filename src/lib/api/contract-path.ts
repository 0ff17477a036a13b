/** Where a declared call goes (its path filled in, its query appended): shared by the browser client and pages. */
import type { CallContract } from '../../../contract/call.ts';

/** Raised code when the platform answered, but not in the shape the contract declares for the call. */
export const UNEXPECTED_ANSWER = 'unexpected_answer';

export interface CallAddress {
  /** Values for the call's `:name` path parameters. */
  params?: Record<string, string>;
  /** Query parameters, appended to the path. */
  query?: Record<string, string | number | undefined>;
}

/** The concrete path of a call: its parameters filled in and its query appended. */
export function contractPath(call: CallContract, options: CallAddress = {}): string {
  const path = call.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
