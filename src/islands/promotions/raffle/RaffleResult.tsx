/**
 * A drawn round: the revealed seed, the winners (with the Claim for the member's own unpaid prize), the ticket
 * list, and the Verify check that recomputes the commitment and the winners here, in the browser.
 */
import { useState } from 'react';
import { commitmentOf, winningTickets } from '../../../../contract/rules/raffle-draw.ts';
import type { RaffleRound } from '../../../lib/promotions/raffle-calls.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { RaffleMessages } from './RafflePanel.tsx';

interface Props {
  locale: Locale;
  messages: RaffleMessages;
  round: RaffleRound;
  money: (minor: string) => string;
  pending: boolean;
  onClaim: (ticket: number) => void;
}

/** Recomputes the draw from what the page shows: true when the seed hashes to the commitment and draws these winners. */
async function verify(round: RaffleRound): Promise<boolean> {
  const result = round.result!;
  if ((await commitmentOf(result.seed)) !== round.seedHash) return false;
  const tickets = await winningTickets(result.seed, result.ticketCount, round.prizes.length);
  return tickets.length === result.winners.length && tickets.every((t, i) => result.winners[i]?.ticket === t);
}

export default function RaffleResult({ locale, messages, round, money, pending, onClaim }: Props) {
  const result = round.result!;
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const count = (n: number) => formatCount(n, locale);
  return (
    <div className="raffle-result">
      <p className="raffle-hash">
        <span>{messages['promo.raffle.seed']}</span>
        <code data-testid="raffle-seed">{result.seed}</code>
      </p>
      <h3>{messages['promo.raffle.winners']}</h3>
      {result.winners.length === 0 ? (
        <p className="form-note">{messages['promo.raffle.noTickets']}</p>
      ) : (
        <ul className="raffle-winners">
          {result.winners.map((w) => (
            <li key={w.ticket} className={w.mine ? 'raffle-mine' : undefined}>
              <span>
                {format(messages['promo.raffle.winnerLine']!, {
                  place: count(w.place),
                  ticket: count(w.ticket),
                  name: w.mine ? messages['promo.raffle.you']! : w.name,
                })}
              </span>
              <strong>{money(w.amountMinor)}</strong>
              {w.mine && w.paidVia === null ? (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={pending}
                  onClick={() => onClaim(w.ticket)}
                >
                  {format(messages['promo.raffle.claim']!, { amount: money(w.amountMinor) })}
                </button>
              ) : (
                <span className="form-note">
                  {w.paidVia ? messages[`promo.raffle.paid.${w.paidVia}`] : messages['promo.raffle.unpaid']}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.winners.some((w) => w.mine && w.paidVia === null) && (
        <p className="form-note">
          {format(messages['promo.raffle.claimUntil']!, { time: formatDateTime(result.claimUntil, locale) })}
        </p>
      )}
      <details className="raffle-holders">
        <summary>{format(messages['promo.raffle.holders']!, { count: count(result.ticketCount) })}</summary>
        <ul>
          {result.holders.map((h) => (
            <li key={h.first}>
              {h.mine ? messages['promo.raffle.you'] : h.name}:{' '}
              {format(messages['promo.raffle.range']!, { first: count(h.first), last: count(h.first + h.count - 1) })}
            </li>
          ))}
        </ul>
      </details>
      <button
        type="button"
        className="button"
        onClick={() => void verify(round).then(setVerdict, () => setVerdict(false))}
      >
        {messages['promo.raffle.verify']}
      </button>
      {verdict !== null && (
        <p className={verdict ? 'form-note form-done' : 'form-error'} role={verdict ? 'status' : 'alert'}>
          {messages[verdict ? 'promo.raffle.verifyOk' : 'promo.raffle.verifyBad']}
        </p>
      )}
    </div>
  );
}
