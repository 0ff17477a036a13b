/**
 * The filter bar the member records share: the record's own fields, a date range and a search button, then the
 * period presets and the record's own buttons. Ids and texts come from the record, so each keeps its labels.
 */
import type { FormEvent, ReactNode } from 'react';
import type { DayRange, Shift } from '../../../lib/money/record-range.ts';
import type { RecordFilterState } from './use-record-filter.ts';

const SHIFTS: Shift[] = ['previous30', 'previous7', 'next7', 'next30'];

export type FilterBarText = 'from' | 'to' | 'search' | Shift;

interface Props<F extends DayRange> {
  /** Prefix of the inputs' ids: `<idPrefix>-from`, `<idPrefix>-to`. */
  idPrefix: string;
  text: (key: FilterBarText) => string;
  state: RecordFilterState<F>;
  /** The record's own fields, before the dates. */
  fields?: ReactNode;
  /** The record's own buttons, after the presets. */
  actions?: ReactNode;
}

export default function RecordFilterBar<F extends DayRange>({ idPrefix, text, state, fields, actions }: Props<F>) {
  const { draft, setDraft } = state;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.search();
  };
  return (
    <>
      <form className="records-filter" onSubmit={submit}>
        {fields}
        <div className="form-field">
          <label htmlFor={`${idPrefix}-from`}>{text('from')}</label>
          <input
            id={`${idPrefix}-from`}
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${idPrefix}-to`}>{text('to')}</label>
          <input
            id={`${idPrefix}-to`}
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <button type="submit" className="button button--primary">
          {text('search')}
        </button>
      </form>
      <div className="records-presets">
        {SHIFTS.map((shift) => (
          <button key={shift} type="button" className="button" onClick={() => state.shift(shift)}>
            {text(shift)}
          </button>
        ))}
        {actions}
      </div>
    </>
  );
}
