/**
 * /game and /seamless: the address the launch stored (iframeUrl) in a frame, with full screen and a way back
 * to the lobby the game came from; a plain message when no game is open.
 */
import { useEffect, useRef, useState } from 'react';
import { safeGameUrl, storedGameUrl } from '../../lib/games/launch-call.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { readStorage } from '../../lib/stores/browser-storage.ts';
import { refreshBalance } from '../../lib/stores/wallet.ts';
import { LOBBY_KEY } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

export default function GameFrame({ locale, messages }: { locale: Locale; messages: GamesMessages }) {
  const box = useRef<HTMLDivElement>(null);
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  // A stored address the frame must not show (spec 8: "Invalid URL"), as opposed to no game at all.
  const [invalid, setInvalid] = useState(false);
  const [lobby, setLobby] = useState(localizedPath('/rng', locale));

  useEffect(() => {
    const stored = storedGameUrl();
    const safe = safeGameUrl(stored, window.location.origin);
    setInvalid(Boolean(stored) && safe === null);
    setUrl(safe);
    const from = readStorage('session', LOBBY_KEY);
    // Only a path on this site: the stored value must not send the player elsewhere.
    if (from?.startsWith('/') && !from.startsWith('//')) setLobby(from);
    // The built-in vendor's pages say when a round settled; the header then asks the platform for the balance.
    // Only this site's own origin counts, and the message carries no figure to trust.
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

  if (url === undefined) return null;
  if (url === null) {
    return (
      <div className="game-frame-empty card">
        {invalid && <p role="alert">{messages['games.invalidUrl']}</p>}
        <p role="status">{messages['games.noGame']}</p>
        <a className="button button--primary" href={lobby}>
          {messages['games.back']}
        </a>
      </div>
    );
  }
  return (
    <div className="game-frame" ref={box}>
      <div className="game-frame-bar">
        <a className="button" href={lobby}>
          ← {messages['games.back']}
        </a>
        <button type="button" className="button" onClick={() => void box.current?.requestFullscreen?.()}>
          {messages['games.fullscreen']}
        </button>
      </div>
      <iframe src={url} title={messages['games.frameTitle']} allow="fullscreen; autoplay" />
    </div>
  );
}
