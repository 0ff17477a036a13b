/**
 * The period of the profit-and-loss report: today, the last 7 or 30 days, or a custom range. A custom range is
 * checked here as the platform checks it, and a wrong one is explained in words instead of being asked for.
 */
import { useState, type FormEvent } from 'react';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { PROFIT_PRESETS, presetRange, rangeProblem, type ProfitPreset } from '../../../lib/money/profit-range.ts';
import type { DayRange } from '../../../lib/money/record-range.ts';
import { PROFIT_MAX_DAYS } from '../../../../contract/profit-period.ts';
import type { MemberMessages } from '../messages.ts';

export type Choice = ProfitPreset | 'custom';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  choice: Choice;
  range: DayRange;
  onChange: (choice: Choice, range: DayRange) => void;
}

export default function PeriodChoice({ locale, messages, choice, range, onChange }: Props) {
  const [draft, setDraft] = useState<DayRange>(range);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (next: Choice) => {
    setProblem(null);
    if (next === 'custom') {
      setDraft(range);
      onChange('custom', range);
    } else onChange(next, presetRange(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = rangeProblem(draft);
    if (wrong) {
      setProblem(format(messages[`profit.error.${wrong}`], { days: formatCount(PROFIT_MAX_DAYS, locale) }));
      return;
    }
    setProblem(null);
    onChange('custom', draft);
  };

  return (
    <div className="profit-period">
      <fieldset className="profit-presets">
        <legend>{messages['profit.period']}</legend>
        {[...PROFIT_PRESETS, 'custom' as const].map((key) => (
          <label key={key} className={`profit-preset${choice === key ? ' profit-preset--on' : ''}`}>
            <input type="radio" name="profit-period" value={key} checked={choice === key} onChange={() => pick(key)} />
            {messages[`profit.preset.${key}`]}
          </label>
        ))}
      </fieldset>
      {choice === 'custom' && (
        <form className="records-filter" onSubmit={submit} noValidate>
          <div className="form-field">
            <label htmlFor="profit-from">{messages['profit.from']}</label>
            <input
              id="profit-from"
              type="date"
              value={draft.from}
              aria-invalid={problem !== null}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="form-field">
            <label htmlFor="profit-to">{messages['profit.to']}</label>
            <input
              id="profit-to"
              type="date"
              value={draft.to}
              aria-invalid={problem !== null}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <button type="submit" className="button button--primary">
            {messages['profit.show']}
          </button>
          {problem && (
            <p role="alert" className="form-error profit-problem">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
