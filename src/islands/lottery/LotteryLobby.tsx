/**
 * The lottery lobby a bare /lottery opens (and "All lotteries" on the home page): every lottery with its next draw
 * and a countdown to the close of its sales, each opening its own page. Open to guests: the game's page asks for
 * the login when a ticket is to be bought.
 */
import { useEffect, useState } from 'react';
import type { LotteryGameCard } from '../../../contract/lottery-board.ts';
import { formatDateTime } from '../../lib/format/datetime.ts';
import { formatCount } from '../../lib/format/number.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { countdown, fetchLotteryLobby } from '../../lib/lottery/lobby.ts';
import type { GamesMessages } from '../games/messages.ts';

type View = { kind: 'loading' } | { kind: 'failed' } | { kind: 'open'; games: LotteryGameCard[] };

/** A second is enough for an h:mm:ss countdown; the list itself is asked again when a draw closes. */
const TICK_MS = 1000;

export default function LotteryLobby({ locale, messages }: { locale: Locale; messages: GamesMessages }) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    fetchLotteryLobby(locale, window.matchMedia('(max-width: 48rem)').matches).then(
      (games) => live && setView({ kind: 'open', games }),
      () => live && setView({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale, round]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // A draw's sales closed: the next draw is on sale now, so the list is asked again (once per close).
  const closed = view.kind === 'open' && view.games.some((game) => game.closeAt <= now);
  useEffect(() => {
    if (closed) setRound((n) => n + 1);
  }, [closed]);

  return (
    <section className="lottery-lobby" aria-labelledby="lottery-lobby-title">
      <h2 id="lottery-lobby-title">{messages['games.lottery.lobby.title']}</h2>
      {view.kind === 'loading' && <p role="status">{messages['games.lottery.lobby.loading']}</p>}
      {view.kind === 'failed' && <p role="alert">{messages['games.lottery.lobby.failed']}</p>}
      {view.kind === 'open' && (
        <ul className="lottery-lobby-list">
          {view.games.map((game) => (
            <li key={game.gameCode} className="card">
              <h3>{game.name}</h3>
              <p className="muted">
                {format(messages['games.lottery.lobby.nextDraw'], {
                  time: formatDateTime(new Date(game.nextDrawAt).toISOString(), locale),
                })}
              </p>
              <p>
                <strong className="lottery-countdown">
                  {format(messages['games.lottery.lobby.closesIn'], { time: countdown(game.closeAt - now, locale) })}
                </strong>
              </p>
              <p className="muted">
                {format(messages['games.lottery.lobby.tickets'], { n: formatCount(game.tickets, locale) })}
              </p>
              <a
                className="button button--primary"
                href={localizedPath(game.page, locale)}
                aria-label={format(messages['games.lottery.lobby.play'], { name: game.name })}
              >
                {messages['games.lottery.lobby.playButton']}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
