/**
 * What is claimable now and its Claim button: the total, since when, per category (stake, rate, amount), and the
 * platform's answer after a claim. The button is disabled while nothing is claimable or a claim is on its way.
 */
import type { RebateLine } from '../../../lib/rebates/rebate-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';
import { ratePercent } from './rate-text.ts';
import { useClaim } from './use-claim.ts';

interface Props {
  locale: Locale;
  messages: MemberMessages;
  currencySymbol: string;
  totalMinor: string;
  since: string | null;
  categories: RebateLine[];
  /** The reward centre shows the total and the button only. */
  compact?: boolean;
}

export default function ClaimPanel({
  locale,
  messages,
  currencySymbol,
  totalMinor,
  since,
  categories,
  compact,
}: Props) {
  const { claim, pending, error, claimedMinor } = useClaim(messages);
  const money = (minor: string) => formatMoney(minor, locale, currencySymbol);
  const nothing = BigInt(totalMinor) <= 0n;
  return (
    <div className="rebate-claim">
      <dl className="wallet-summary rebate-total">
        <div>
          <dt>{messages['rebate.claimable']}</dt>
          <dd>{money(totalMinor)}</dd>
        </div>
      </dl>
      {since && (
        <p className="form-note">{format(messages['rebate.since'], { time: formatDateTime(since, locale) })}</p>
      )}
      {nothing && !claimedMinor && <p className="form-note">{messages['rebate.none']}</p>}
      {!compact && categories.length > 0 && (
        <div className="table-scroll">
          <table className="records-table rebate-lines">
            <thead>
              <tr>
                <th scope="col">{messages['rebate.category']}</th>
                <th scope="col" className="num">
                  {messages['rebate.stake']}
                </th>
                <th scope="col" className="num">
                  {messages['rebate.rate']}
                </th>
                <th scope="col" className="num">
                  {messages['rebate.amount']}
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((line) => (
                <tr key={line.category}>
                  <th scope="row">{line.name}</th>
                  <td className="num">{money(line.stakeMinor)}</td>
                  <td className="num">{ratePercent(line.rateBp, locale)}</td>
                  <td className="num">{money(line.amountMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={nothing || pending}
        onClick={() => void claim()}
      >
        {pending ? messages['rebate.claiming'] : messages['rebate.claim']}
      </button>
      {claimedMinor && (
        <p className="form-note form-done" role="status">
          {format(messages['rebate.claimed'], { amount: money(claimedMinor) })}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
