/** Server-side platform calls from pages; the server decides how they travel (in process or over HTTP). */
import type { Locale } from '../i18n/locales.ts';
import { UNEXPECTED_ANSWER } from './contract-path.ts';
import { isEnvelope, PlatformCallError, unwrap } from './envelope.ts';

export type PlatformCall = (path: string, options: { language: Locale }) => Promise<{ status: number; body: unknown }>;

/** A page's call on the server; the value is unchecked until its call's schema parses it (platform-contract.ts). */
export async function platformGet(call: PlatformCall | undefined, path: string, language: Locale): Promise<unknown> {
  if (!call)
    throw new Error('no platform connection: pages that read platform data must be served by src/server/main.ts');
  const { status, body } = await call(path, { language });
  if (!isEnvelope(body)) throw new PlatformCallError(`unexpected answer from ${path}`, status, UNEXPECTED_ANSWER);
  return unwrap(body, status);
}
