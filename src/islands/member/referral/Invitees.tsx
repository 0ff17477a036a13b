/** The friends who registered with the member's code, newest first: when, and where each stands. */
import type { Invitee } from '../../../lib/referral/referral-calls.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  invitees: Invitee[];
}

export default function Invitees({ locale, messages, invitees }: Props) {
  return (
    <section className="referral-invitees" aria-labelledby="referral-invitees-title">
      <h3 id="referral-invitees-title">{messages['referral.invitees']}</h3>
      {invitees.length === 0 ? (
        <p className="card">{messages['referral.none']}</p>
      ) : (
        <div className="table-scroll">
          <table className="records-table record-cards" role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {messages['referral.friend']}
                </th>
                <th scope="col" role="columnheader">
                  {messages['referral.registered']}
                </th>
                <th scope="col" role="columnheader">
                  {messages['referral.status']}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {invitees.map((row) => (
                <tr key={row.username} role="row">
                  <td role="cell" className="card-title" data-label={messages['referral.friend']}>
                    <strong>{row.username}</strong>
                  </td>
                  <td role="cell" className="card-time" data-label={messages['referral.registered']}>
                    <time dateTime={row.registeredAt}>{formatDateTime(row.registeredAt, locale)}</time>
                  </td>
                  <td role="cell" className="card-wallet" data-label={messages['referral.status']}>
                    <span className={`referral-status referral-status--${row.status}`}>
                      {messages[`referral.status.${row.status}`]}
                    </span>
                    {row.decidedAt && (
                      <time className="record-detail" dateTime={row.decidedAt}>
                        {formatDateTime(row.decidedAt, locale)}
                      </time>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
