/** The notice modal (spec 2): the paged notice list, or the popup notices it was opened with. */
import { QueryClientProvider } from '@tanstack/react-query';
import Modal from './Modal.tsx';
import NoticeList, { NoticeItem } from '../notices/NoticeList.tsx';
import { queryClient } from '../../lib/api/query-client.ts';
import type { Notice } from '../../lib/notices/queries.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { ModalMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: ModalMessages;
  onClose: () => void;
  popup?: Notice[];
}

export default function NoticeModal({ locale, messages, onClose, popup }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Modal title={messages['notice.title']} onClose={onClose} closeLabel={messages['modal.close']}>
        {popup ? (
          <ul className="notice-list">
            {popup.map((n) => (
              <NoticeItem key={n.id} notice={n} locale={locale} />
            ))}
          </ul>
        ) : (
          <NoticeList locale={locale} messages={messages} />
        )}
      </Modal>
    </QueryClientProvider>
  );
}
