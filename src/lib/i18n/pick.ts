/**
 * Server side: islands get only the messages they use, as props, so no message set is bundled into client
 * code. Islands import `format` and `Messages` from format-message.ts, never from here.
 */
import { translator, type MessageKey } from './translate.ts';
import type { Locale } from './locales.ts';
import type { Messages } from './format-message.ts';

export type { Messages };

/** Server side: the raw (uninterpolated) messages for these keys. */
export function pickMessages<K extends MessageKey>(locale: Locale, keys: readonly K[]): Messages<K> {
  const t = translator(locale);
  // Placeholders stay in place; `format` fills them in the browser.
  return Object.fromEntries(
    keys.map((key) => [key, t(key, { interpolation: { skipOnVariables: true }, skipInterpolation: true })]),
  ) as Messages<K>;
}
