/**
 * The unread-message count (spec 3 wallet unread count, CSP_unreadCount) beside the account in the header and
 * the side menu: a link to the member's messages, drawn only while something is unread. The count comes with
 * the balance and is set again when messages are read (src/islands/member/inbox/Inbox.tsx).
 */
import { useStore } from '@nanostores/react';
import { $wallet } from '../../lib/stores/wallet.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { formatCount } from '../../lib/format/number.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';

/** More than this shows as "99+": the badge stays one small circle. */
const MOST_SHOWN = 99;

interface Props {
  locale: Locale;
  /** "Unread messages: {{count}}", the link's name for screen readers. */
  label: string;
}

export default function UnreadBadge({ locale, label }: Props) {
  const { unreadCount } = useStore($wallet);
  if (unreadCount <= 0) return null;
  const shown = unreadCount > MOST_SHOWN ? `${formatCount(MOST_SHOWN, locale)}+` : formatCount(unreadCount, locale);
  return (
    <a
      className="unread-badge"
      href={`${localizedPath('/member', locale)}?page=messageV2`}
      aria-label={format(label, { count: formatCount(unreadCount, locale) })}
    >
      <span aria-hidden="true">✉</span>
      <span className="unread-badge-count">{shown}</span>
    </a>
  );
}
