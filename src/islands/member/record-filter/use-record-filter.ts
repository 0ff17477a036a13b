/**
 * The filter state of a record list: what the bar is being edited to (draft), what the list shows (filter) and its
 * page. Searching applies the draft; a preset moves the shown period. Either starts again at page 1, since the old
 * page number means nothing in another result.
 */
import { useState } from 'react';
import { shiftRange, type DayRange, type Shift } from '../../../lib/money/record-range.ts';

export interface RecordFilterState<F extends DayRange> {
  draft: F;
  setDraft(next: F): void;
  filter: F;
  page: number;
  setPage(page: number): void;
  search(): void;
  shift(shift: Shift): void;
}

export function useRecordFilter<F extends DayRange>(initial: () => F): RecordFilterState<F> {
  const [draft, setDraft] = useState<F>(initial);
  const [filter, setFilter] = useState<F>(draft);
  const [page, setPage] = useState(1);
  const apply = (next: F) => {
    setDraft(next);
    setFilter(next);
    setPage(1);
  };
  return {
    draft,
    setDraft,
    filter,
    page,
    setPage,
    search: () => apply(draft),
    // A preset moves the period the list shows, not the one half-typed in the bar.
    shift: (shift) => apply({ ...filter, ...shiftRange(filter, shift) }),
  };
}
