/**
 * Country dialing code picker (spec 2): flag and dialing code, every country, opens on focus and closes
 * 200 ms after blur (so a click on an option still lands). Typing filters by code or number.
 */
import { useId, useRef, useState } from 'react';
import type { Country } from '../../lib/auth/account-settings.ts';

const CLOSE_DELAY_MS = 200;

/** The flag emoji of an ISO 3166 alpha-2 code, from regional indicator symbols. */
export function flagOf(countryCode: string): string {
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

interface Props {
  label: string;
  listLabel: string;
  countries: Country[];
  value: Country | null;
  onChange: (country: Country) => void;
}

export default function CountryCodePicker({ label, listLabel, countries, value, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const closeTimer = useRef<number | undefined>(undefined);
  const wanted = filter.trim().replace(/^\+/, '').toUpperCase();
  const shown = wanted
    ? countries.filter((c) => c.countryCode.startsWith(wanted) || c.countryDialingCode.startsWith(wanted))
    : countries;

  const choose = (country: Country) => {
    onChange(country);
    setFilter('');
    setOpen(false);
  };

  return (
    <div className="country-picker">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        className="country-picker-input"
        value={open ? filter : value ? `${flagOf(value.countryCode)} +${value.countryDialingCode}` : ''}
        placeholder={value ? `${flagOf(value.countryCode)} +${value.countryDialingCode}` : '+'}
        onFocus={() => {
          window.clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = window.setTimeout(() => {
            setOpen(false);
            setFilter('');
          }, CLOSE_DELAY_MS);
        }}
        onChange={(event) => setFilter(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && open && shown[0]) {
            event.preventDefault();
            choose(shown[0]);
          }
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {open && (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern's popup list (WAI-ARIA APG).
        <ul id={`${id}-list`} role="listbox" aria-label={listLabel} className="country-picker-list">
          {shown.map((country) => (
            // Focus stays in the input, whose arrow and Enter keys choose: the combobox pattern (WAI-ARIA APG).
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input above.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose; a click is the pointer's way.
            <li
              key={country.countryCode}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above.
              role="option"
              aria-selected={value?.countryCode === country.countryCode}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(country)}
            >
              <span aria-hidden="true">{flagOf(country.countryCode)}</span> {country.countryCode} +
              {country.countryDialingCode}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
