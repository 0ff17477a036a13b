/** i18next over the message files in locales/; flat dotted keys, English as the fallback. */
import i18next, { type TFunction } from 'i18next';
import { BN_MESSAGES, EN_MESSAGES } from './message-files.ts';
import type { Locale } from './locales.ts';

export type MessageKey = keyof typeof EN_MESSAGES;

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: { bn: { translation: BN_MESSAGES }, en: { translation: EN_MESSAGES } },
  lng: 'bn',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A translator bound to one locale; keys are checked against the English set at compile time. */
export function translator(locale: Locale): (key: MessageKey, options?: Record<string, unknown>) => string {
  const t: TFunction = instance.getFixedT(locale);
  return (key, options) => t(key, options ?? {}) as string;
}
