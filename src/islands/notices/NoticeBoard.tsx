/** /noticePage: the paged notice list as a page region; the server draws page 1 with it (firstPage). */
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import NoticeList, { type NoticeListMessages } from './NoticeList.tsx';
import { queryClient } from '../../lib/api/query-client.ts';
import type { NoticePage } from '../../lib/notices/queries.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

interface Props {
  locale: Locale;
  messages: NoticeListMessages;
  firstPage?: NoticePage | undefined;
}

export default function NoticeBoard({ locale, messages, firstPage }: Props) {
  // On the server a client of its own per render: the shared one would carry one visitor's list into the next render.
  const [client] = useState(() => (typeof window === 'undefined' ? new QueryClient() : queryClient));
  return (
    <QueryClientProvider client={client}>
      <NoticeList locale={locale} messages={messages} firstPage={firstPage} />
    </QueryClientProvider>
  );
}
