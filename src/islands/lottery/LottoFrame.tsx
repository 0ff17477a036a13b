/**
 * /lottery, /vnlottery and /seaLottery (with a tab per SEA game): launches the page's lottery game for the logged-in member (a guest gets the login
 * popup first) and shows the game's betting view or lobby in a frame. The frame says when a ticket was bought or
 * settled; the header then asks the platform for the balance (it takes no figure from the frame).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { PlatformCallError } from '../../lib/api/envelope.ts';
import { safeGameUrl } from '../../lib/games/launch-call.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { fetchLottoUrl, lottoLaunchFor, SEA_GAMES, seaGameOf, type LottoPage } from '../../lib/lottery/lotto-launch.ts';
import { readStorage } from '../../lib/stores/browser-storage.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { $loginState } from '../../lib/stores/session.ts';
import { refreshBalance } from '../../lib/stores/wallet.ts';
import type { GamesMessages } from '../games/messages.ts';
import LotteryLobby from './LotteryLobby.tsx';
import { gamesErrorText } from '../games/error-text.ts';

type View =
  | { kind: 'opening' }
  | { kind: 'login' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'open'; url: string };

export default function LottoFrame({
  locale,
  page,
  messages,
}: {
  locale: Locale;
  page: LottoPage;
  messages: GamesMessages;
}) {
  const login = useStore($loginState);
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ kind: 'opening' });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        (event.data as { type?: unknown } | null)?.type === 'vendor:round-settled'
      )
        void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const language = readStorage('local', 'lang') ?? locale;
    const request = lottoLaunchFor(
      page,
      window.location.search,
      language,
      window.matchMedia('(max-width: 48rem)').matches,
      window.location.pathname,
    );
    if (!request) {
      setView({ kind: 'missing' });
      return;
    }
    if (!login.isLogin) {
      setView({ kind: 'login' });
      openModal('login');
      return;
    }
    let live = true;
    setView({ kind: 'opening' });
    fetchLottoUrl(request).then(
      (url) => {
        const safe = safeGameUrl(url, window.location.origin);
        if (live)
          setView(safe ? { kind: 'open', url: safe } : { kind: 'failed', message: messages['games.invalidUrl'] });
      },
      (caught: unknown) => {
        if (!live) return;
        if (caught instanceof PlatformCallError && caught.code === 'not_found') setView({ kind: 'missing' });
        else
          setView({
            kind: 'failed',
            message:
              caught instanceof PlatformCallError
                ? gamesErrorText(caught, messages)
                : caught instanceof Error
                  ? caught.message
                  : String(caught),
          });
      },
    );
    return () => {
      live = false;
    };
  }, [login.isLogin, locale, page, messages]);

  const back = (
    <a className="button" href={localizedPath('/', locale)}>
      ← {messages['games.lottery.home']}
    </a>
  );
  const tabs = page === 'seaLottery' ? <SeaTabs locale={locale} messages={messages} /> : null;
  // /lottery naming no game (or one not offered) is the lottery lobby: every lottery with its next draw.
  if (view.kind === 'missing' && page === 'lottery') {
    const named = new URLSearchParams(window.location.search).has('gameCode');
    return (
      <div className="game-frame-lobby">
        {named && <p role="status">{messages['games.lottery.missing']}</p>}
        <LotteryLobby locale={locale} messages={messages} />
        {back}
      </div>
    );
  }
  if (view.kind === 'open') {
    return (
      <div className="game-frame" ref={box}>
        {tabs}
        <div className="game-frame-bar">
          {back}
          <button type="button" className="button" onClick={() => void box.current?.requestFullscreen?.()}>
            {messages['games.fullscreen']}
          </button>
        </div>
        <iframe src={view.url} title={messages['games.lottery.frameTitle']} allow="fullscreen" />
      </div>
    );
  }
  return (
    <div className="game-frame-empty card">
      {tabs}
      {/* One box for the state and its button: "opening" becoming "log in" does not push the back link down. */}
      <div className="game-frame-state">
        {view.kind === 'opening' && <p role="status">{messages['games.lottery.opening']}</p>}
        {view.kind === 'missing' && <p role="status">{messages['games.lottery.missing']}</p>}
        {view.kind === 'failed' && <p role="alert">{view.message}</p>}
        {view.kind === 'login' && (
          <>
            <p role="status">{messages['games.lottery.login']}</p>
            <button type="button" className="button button--primary" onClick={() => openModal('login')}>
              {messages['games.lottery.loginButton']}
            </button>
          </>
        )}
      </div>
      {back}
    </div>
  );
}

/** The SEA lobby's games as tabs: each opens /seaLottery on that game (the current one marked). */
function SeaTabs({ locale, messages }: { locale: Locale; messages: GamesMessages }) {
  const current = seaGameOf(window.location.search);
  return (
    <nav className="vendor-tabs lotto-tabs" aria-label={messages['games.lottery.seaGames']}>
      <ul>
        {SEA_GAMES.map((code) => (
          <li key={code}>
            <a
              href={`${localizedPath('/seaLottery', locale)}?gameCode=${code}`}
              aria-current={code === current ? 'page' : undefined}
            >
              {messages[`games.lottery.sea.${code}`]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
