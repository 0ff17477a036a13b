/** The mobile-number check the forms share (spec 5: required and matching the mobile rule). */
import type { Country } from '../../lib/auth/account-settings.ts';
import type { AuthMessages } from './messages.ts';

/** National numbers: digits only, 6 to 14 of them (E.164 allows 15 with the country code). */
const NATIONAL_NUMBER = /^\d{6,14}$/;

export function mobileProblem(mobile: string, country: Country | null, messages: AuthMessages): string | null {
  const value = mobile.trim();
  if (!value) return messages['auth.required'];
  if (!country || !NATIONAL_NUMBER.test(value)) return messages['auth.mobileInvalid'];
  return null;
}
