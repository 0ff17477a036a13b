/**
 * Money for people: amounts arrive from the platform as minor units in text ('123450') and are shown with
 * the merchant's symbol in the locale's digits ('৳১,২৩৪.৫০'). BigInt all the way: no float touches an amount.
 */
import { INTL_LOCALE, type Locale } from './locales.ts';
import { MINOR_DIGITS } from '../minor-units.ts';

const SCALE = 10n ** BigInt(MINOR_DIGITS);

export function formatMoney(minor: string | bigint, locale: Locale, symbol = ''): string {
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  const tag = INTL_LOCALE[locale];
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(abs / SCALE);
  const fraction = new Intl.NumberFormat(tag, { minimumIntegerDigits: MINOR_DIGITS, useGrouping: false }).format(
    Number(abs % SCALE),
  );
  const decimal = new Intl.NumberFormat(tag).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${value < 0n ? '-' : ''}${symbol}${whole}${decimal}${fraction}`;
}

const BENGALI_DIGITS = /[০-৯]/g;

/**
 * What a person typed as an amount, as the platform's decimal text ('1,234.5' -> '1234.5'; Bengali digits
 * accepted), or null when it is not an amount with at most two decimal places.
 */
export function amountInput(text: string): string | null {
  const plain = text
    .trim()
    .replace(BENGALI_DIGITS, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/[,\s]/g, '');
  return /^\d{1,13}(\.\d{1,2})?$/.test(plain) && !/^0+(\.0+)?$/.test(plain) ? plain : null;
}
