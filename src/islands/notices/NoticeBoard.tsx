/** /noticePage: the paged notice list as a page region. */
import { QueryClientProvider } from '@tanstack/react-query';
import NoticeList, { type NoticeListMessages } from './NoticeList.tsx';
import { queryClient } from '../../lib/api/query-client.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

export default function NoticeBoard({ locale, messages }: { locale: Locale; messages: NoticeListMessages }) {
  return (
    <QueryClientProvider client={queryClient}>
      <NoticeList locale={locale} messages={messages} />
    </QueryClientProvider>
  );
}
