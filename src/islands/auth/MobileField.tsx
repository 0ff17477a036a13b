/** The mobile number with its country-code picker, as the login, registration and forgot-password forms ask for it. */
import TextField from '../common/TextField.tsx';
import CountryCodePicker from './CountryCodePicker.tsx';
import type { Country } from '../../lib/auth/account-settings.ts';
import type { AuthMessages } from './messages.ts';

interface Props {
  messages: AuthMessages;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  /** The countries to pick from; the picker appears once they are loaded. */
  countries: Country[] | undefined;
  country: Country | null;
  onCountry: (country: Country) => void;
}

export default function MobileField({ messages, value, onChange, error, countries, country, onCountry }: Props) {
  return (
    <TextField
      label={messages['auth.mobile']}
      type="tel"
      value={value}
      onChange={onChange}
      error={error ?? null}
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={20}
      addon={
        countries && (
          <CountryCodePicker
            label={messages['auth.countryCode']}
            listLabel={messages['auth.countrySearch']}
            countries={countries}
            value={country}
            onChange={onCountry}
          />
        )
      }
    />
  );
}
