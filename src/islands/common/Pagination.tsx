/** Pager (spec 3): first/prev/next/last and page links from pageItems; selecting a page emits it. */
import { pageItems, step } from '../../lib/ui/pagination.ts';
import { format, type Messages } from '../../lib/i18n/format-message.ts';

export type PaginationMessages = Messages<
  | 'pagination.label'
  | 'pagination.first'
  | 'pagination.prev'
  | 'pagination.next'
  | 'pagination.last'
  | 'pagination.page'
>;

interface Props {
  page: number;
  pageCount: number;
  onSelect: (page: number) => void;
  messages: PaginationMessages;
  formatNumber?: (n: number) => string;
}

export default function Pagination({ page, pageCount, onSelect, messages, formatNumber = String }: Props) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page) onSelect(target);
  };
  return (
    <nav className="pagination" aria-label={messages['pagination.label']}>
      <button type="button" onClick={() => go(1)} disabled={page === 1} aria-label={messages['pagination.first']}>
        «
      </button>
      <button
        type="button"
        onClick={() => go(step(page, pageCount, -1))}
        disabled={page === 1}
        aria-label={messages['pagination.prev']}
      >
        ‹
      </button>
      {pageItems(page, pageCount).map((item, i) =>
        item === 'break' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place; at most two per list.
          <span key={`break-${i}`} className="pagination-break" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={item}
            onClick={() => go(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={format(messages['pagination.page'], { page: formatNumber(item) })}
          >
            {formatNumber(item)}
          </button>
        ),
      )}
      <button
        type="button"
        onClick={() => go(step(page, pageCount, 1))}
        disabled={page === pageCount}
        aria-label={messages['pagination.next']}
      >
        ›
      </button>
      <button
        type="button"
        onClick={() => go(pageCount)}
        disabled={page === pageCount}
        aria-label={messages['pagination.last']}
      >
        »
      </button>
    </nav>
  );
}
