/** Islands get only the messages they use, as props, so no message set is bundled into client code. */
import { translator, type MessageKey } from './translate.ts';
import type { Locale } from './locales.ts';

export type Messages<K extends string = string> = Record<K, string>;

/** Server side: the raw (uninterpolated) messages for these keys. */
export function pickMessages<K extends MessageKey>(locale: Locale, keys: readonly K[]): Messages<K> {
  const t = translator(locale);
  // Placeholders stay in place; `format` fills them in the browser.
  return Object.fromEntries(keys.map((key) => [key, t(key, { interpolation: { skipOnVariables: true }, skipInterpolation: true })])) as Messages<K>;
}

/** Client side: fills {{name}} placeholders. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
