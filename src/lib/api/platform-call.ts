/** Server-side platform calls from pages; the server decides how they travel (in process or over HTTP). */
import type { Locale } from '../i18n/locales.ts';
import { unwrap, type Envelope } from './envelope.ts';

export type PlatformCall = (path: string, options: { language: Locale }) => Promise<{ status: number; body: unknown }>;

export async function platformGet<T>(call: PlatformCall | undefined, path: string, language: Locale): Promise<T> {
  if (!call) throw new Error('no platform connection: pages that read platform data must be served by src/server/main.ts');
  const { status, body } = await call(path, { language });
  return unwrap(body as Envelope<T>, status);
}
