/** The player's own feedback, newest first: kind, status, what they wrote and the operator's reply. */
import { useQuery } from '@tanstack/react-query';
import { myFeedbackQuery } from '../../../lib/feedback/feedback-calls.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { MemberMessages } from '../messages.ts';

export default function FeedbackList({ locale, messages }: { locale: Locale; messages: MemberMessages }) {
  const { data, isPending, isError, refetch } = useQuery(myFeedbackQuery());
  return (
    <section aria-labelledby="feedback-mine">
      <h3 id="feedback-mine">{messages['feedback.mine']}</h3>
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        <LoadFailed messages={messages} retry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <p>{messages['feedback.none']}</p>
      ) : (
        <ul className="feedback-list">
          {data.items.map((item) => {
            const title = format(messages['feedback.item'], { id: item.id });
            return (
              <li key={item.id} className="card feedback-item" aria-label={title}>
                <p>
                  <strong>{title}</strong> · {messages[`feedback.type.${item.type}`]}
                  {' · '}
                  <span className={`feedback-status feedback-status--${item.status}`}>
                    {messages[`feedback.status.${item.status}`]}
                  </span>
                </p>
                <p className="feedback-text">{item.content}</p>
                <p className="form-note">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, locale)}</time>
                  {item.imageCount > 0 && ` · ${format(messages['feedback.imageCount'], { count: item.imageCount })}`}
                </p>
                {item.reply && (
                  <div className="feedback-reply">
                    <p>
                      <strong>{messages['feedback.reply']}</strong>
                    </p>
                    <p className="feedback-text">{item.reply}</p>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
