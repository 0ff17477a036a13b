/**
 * The interface languages offered in the selector (spec 1: about 30, including CN, EN, VI, TH, ID, BN),
 * each named in its own script. Only BN and EN have message sets; every other language is stored,
 * sent to the platform, and shown with the English pages until its messages exist.
 */
import type { Locale } from './locales.ts';

export interface InterfaceLanguage {
  /** The code stored under `lang` and sent to the platform. */
  code: string;
  /** The name in the language itself. */
  nativeName: string;
  /** BCP 47 tag for the selector's `lang` attribute. */
  tag: string;
}

export const INTERFACE_LANGUAGES: readonly InterfaceLanguage[] = [
  { code: 'bn', nativeName: 'বাংলা', tag: 'bn' },
  { code: 'en', nativeName: 'English', tag: 'en' },
  { code: 'cn', nativeName: '简体中文', tag: 'zh-Hans' },
  { code: 'tw', nativeName: '繁體中文', tag: 'zh-Hant' },
  { code: 'vi', nativeName: 'Tiếng Việt', tag: 'vi' },
  { code: 'th', nativeName: 'ไทย', tag: 'th' },
  { code: 'id', nativeName: 'Bahasa Indonesia', tag: 'id' },
  { code: 'ms', nativeName: 'Bahasa Melayu', tag: 'ms' },
  { code: 'hi', nativeName: 'हिन्दी', tag: 'hi' },
  { code: 'ur', nativeName: 'اردو', tag: 'ur' },
  { code: 'ne', nativeName: 'नेपाली', tag: 'ne' },
  { code: 'si', nativeName: 'සිංහල', tag: 'si' },
  { code: 'ta', nativeName: 'தமிழ்', tag: 'ta' },
  { code: 'te', nativeName: 'తెలుగు', tag: 'te' },
  { code: 'my', nativeName: 'မြန်မာ', tag: 'my' },
  { code: 'km', nativeName: 'ខ្មែរ', tag: 'km' },
  { code: 'lo', nativeName: 'ລາວ', tag: 'lo' },
  { code: 'fil', nativeName: 'Filipino', tag: 'fil' },
  { code: 'ja', nativeName: '日本語', tag: 'ja' },
  { code: 'ko', nativeName: '한국어', tag: 'ko' },
  { code: 'ar', nativeName: 'العربية', tag: 'ar' },
  { code: 'fa', nativeName: 'فارسی', tag: 'fa' },
  { code: 'tr', nativeName: 'Türkçe', tag: 'tr' },
  { code: 'ru', nativeName: 'Русский', tag: 'ru' },
  { code: 'uk', nativeName: 'Українська', tag: 'uk' },
  { code: 'es', nativeName: 'Español', tag: 'es' },
  { code: 'pt', nativeName: 'Português', tag: 'pt' },
  { code: 'fr', nativeName: 'Français', tag: 'fr' },
  { code: 'de', nativeName: 'Deutsch', tag: 'de' },
  { code: 'it', nativeName: 'Italiano', tag: 'it' },
];

/** Which pages a chosen interface language is shown with. */
export function pageLocaleFor(code: string): Locale {
  return code === 'bn' ? 'bn' : 'en';
}

export function isInterfaceLanguage(code: unknown): code is string {
  return typeof code === 'string' && INTERFACE_LANGUAGES.some((l) => l.code === code);
}
