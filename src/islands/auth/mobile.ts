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

/** Where an SMS code goes (the SmsCodeField's `target`), or why it cannot be sent yet. */
export function smsTarget(
  mobile: string,
  country: Country | null,
  messages: AuthMessages,
): { mobileNum: string; countryDialingCode: string } | { problem: string } {
  const problem = mobileProblem(mobile, country, messages);
  return problem || !country
    ? { problem: problem ?? messages['auth.mobileInvalid'] }
    : { mobileNum: mobile.trim(), countryDialingCode: country.countryDialingCode };
}
