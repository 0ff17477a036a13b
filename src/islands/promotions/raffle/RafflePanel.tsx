/**
 * A raffle promotion's page section: the member's status and tickets in the current round, the round's
 * commitment (the seed's SHA-256, published before it opened) with a countdown to the draw, and once drawn the
 * revealed seed, the ticket list and the winners, with the Claim for the member's own prize and a check that
 * recomputes the draw in the browser (Web Crypto, the platform's own rule: contract/rules/raffle-draw.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PlatformCallError } from '../../../lib/api/envelope.ts';
import { NETWORK_ERROR } from '../../../lib/api/client.ts';
import { fetchRaffle, sendRaffleClaim, type RaffleAnswer } from '../../../lib/promotions/raffle-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { format, type Messages } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import { $loginState } from '../../../lib/stores/session.ts';
import { openModal } from '../../../lib/stores/modal.ts';
import { $wallet, refreshBalance } from '../../../lib/stores/wallet.ts';
import { useHydratedStore } from '../../../lib/stores/use-hydrated-store.ts';
import { countdownText } from './countdown.ts';
import RaffleResult from './RaffleResult.tsx';

export type RaffleMessages = Messages<`promo.${string}`>;

interface Props {
  locale: Locale;
  slug: string;
  messages: RaffleMessages;
}

const GUEST = { isLogin: false, isTrial: false, isAgent: false };

function errorText(error: unknown, messages: RaffleMessages): string {
  return error instanceof PlatformCallError && error.code !== NETWORK_ERROR
    ? error.message
    : messages['promo.loadFailed']!;
}

export default function RafflePanel({ locale, slug, messages }: Props) {
  const login = useHydratedStore($loginState, GUEST);
  const { currencySymbol } = useStore($wallet);
  const [raffle, setRaffle] = useState<RaffleAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const load = useCallback(async () => {
    try {
      setRaffle(await fetchRaffle(slug));
      setError(null);
    } catch (caught) {
      setError(errorText(caught, messages));
    }
  }, [slug, messages]);

  useEffect(() => {
    if (login.isLogin) void load();
    else setRaffle(null);
  }, [login.isLogin, load]);

  const running = raffle?.round?.state === 'open';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  if (!login.isLogin) {
    return (
      <section className="card promo-status" aria-labelledby="raffle-title">
        <h2 id="raffle-title">{messages['promo.raffle.title']}</h2>
        <button type="button" className="button button--primary" onClick={() => openModal('login')}>
          {messages['promo.loginToJoin']}
        </button>
      </section>
    );
  }

  const money = (minor: string) => formatMoney(minor, locale, raffle?.currencySymbol ?? currencySymbol);
  const claim = async (round: number, ticket: number) => {
    if (pending) return;
    setPending(true);
    setClaimed(null);
    try {
      const paid = await sendRaffleClaim(round, ticket);
      setClaimed(format(messages['promo.raffle.claimed']!, { amount: money(paid.amountMinor) }));
      setError(null);
      void refreshBalance();
    } catch (caught) {
      setError(errorText(caught, messages));
    } finally {
      setPending(false);
      await load();
    }
  };

  const round = raffle?.round;
  return (
    <section className="card promo-status raffle" aria-labelledby="raffle-title" aria-busy={!raffle && !error}>
      <h2 id="raffle-title">{messages['promo.raffle.title']}</h2>
      {raffle && (
        <p className="promo-status-text" role="status">
          {messages[`promo.raffle.status.${raffle.status}`]}
        </p>
      )}
      {round && (
        <>
          <dl className="raffle-facts">
            <dt>{messages['promo.raffle.round']}</dt>
            <dd>{formatCount(round.id, locale)}</dd>
            <dt>{messages['promo.raffle.myTickets']}</dt>
            <dd>
              <strong data-testid="raffle-tickets">{formatCount(round.myTickets, locale)}</strong>{' '}
              <span className="form-note">
                {format(messages['promo.raffle.turnover']!, {
                  amount: money(round.myWeightedMinor),
                  ticket: money(round.ticketMinor),
                })}
              </span>
            </dd>
            <dt>{messages[round.state === 'open' ? 'promo.raffle.drawIn' : 'promo.raffle.drawnAt']}</dt>
            <dd>
              {round.state === 'open' ? (
                <time dateTime={round.endsAt} title={formatDateTime(round.endsAt, locale)}>
                  {countdownText(round.endsAt, now, locale, messages['promo.raffle.dayUnit']!)}
                </time>
              ) : (
                <time dateTime={round.result!.drawnAt}>{formatDateTime(round.result!.drawnAt, locale)}</time>
              )}
            </dd>
            <dt>{messages['promo.raffle.prizes']}</dt>
            <dd>{round.prizes.map((p) => money(p.amountMinor)).join(' · ')}</dd>
          </dl>
          <p className="raffle-hash">
            <span>{messages['promo.raffle.commitment']}</span>
            <code data-testid="raffle-hash">{round.seedHash}</code>
          </p>
          {round.result && (
            <RaffleResult
              locale={locale}
              messages={messages}
              round={round}
              money={money}
              pending={pending}
              onClaim={(ticket) => void claim(round.id, ticket)}
            />
          )}
        </>
      )}
      {claimed && (
        <p className="form-note form-done" role="status">
          {claimed}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
