/** The report period: presets today, the last 7 and the last 30 days (player's days), and the days they cover. */
import { useState } from 'react';
import { PERIOD_PRESETS, presetRange, type PeriodPreset } from '../../lib/agent/periods.ts';
import { localDigits } from '../../lib/format/rules.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { AgentMessages } from './messages.ts';

export interface Period {
  preset: PeriodPreset;
  from: string;
  to: string;
}

export function usePeriod(initial: PeriodPreset = '7') {
  const [period, setPeriod] = useState<Period>(() => ({ preset: initial, ...presetRange(initial) }));
  return [period, (preset: PeriodPreset) => setPeriod({ preset, ...presetRange(preset) })] as const;
}

interface Props {
  period: Period;
  onChange: (preset: PeriodPreset) => void;
  locale: Locale;
  messages: AgentMessages;
}

export default function PeriodPicker({ period, onChange, locale, messages }: Props) {
  return (
    <div className="agent-period" role="group" aria-label={messages['agent.period']}>
      {PERIOD_PRESETS.map((preset) => (
        <button
          key={preset}
          type="button"
          className="button"
          aria-pressed={period.preset === preset}
          onClick={() => onChange(preset)}
        >
          {messages[`agent.period.${preset}`]}
        </button>
      ))}
      <span className="agent-period-range">
        {format(messages['agent.period.range'], {
          from: localDigits(period.from, locale),
          to: localDigits(period.to, locale),
        })}
      </span>
    </div>
  );
}
