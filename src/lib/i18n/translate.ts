/** i18next over the message files in locales/; flat dotted keys, English as the fallback. */
import i18next, { type TFunction } from 'i18next';
import bnCommon from '../../../locales/bn/common.json';
import enCommon from '../../../locales/en/common.json';
import type { Locale } from './locales.ts';

export type MessageKey = keyof typeof enCommon;

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: { bn: { translation: bnCommon }, en: { translation: enCommon } },
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
