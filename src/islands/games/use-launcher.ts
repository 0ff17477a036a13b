/**
 * Opening a game (spec 4): lottery games go to their pages, a VASSALAGE item opens the popup list, anything
 * else passes the login gate, asks the platform for its address, stores it as iframeUrl and goes to /game.
 */
import { useState } from 'react';
import type { Game } from '../../lib/games/game-types.ts';
import { launchRoute } from '../../lib/games/launch-routing.ts';
import { fetchGameUrl, storeGameUrl } from '../../lib/games/launch-call.ts';
import { loginGate } from '../../lib/auth/login-gate.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { readStorage, writeStorage } from '../../lib/stores/browser-storage.ts';
import { PlatformCallError } from '../../lib/api/envelope.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { GamesMessages } from './messages.ts';

/** Where /game's back button returns: the lobby the game was opened from. */
export const LOBBY_KEY = 'gameLobby';

export function useLauncher(locale: Locale, messages: GamesMessages) {
  const [popup, setPopup] = useState<Game | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open(game: Game): Promise<void> {
    setError(null);
    const route = launchRoute(game);
    if (route.kind === 'popup') {
      setPopup(game);
      return;
    }
    if (route.kind === 'page') {
      window.location.assign(localizedPath(route.path, locale));
      return;
    }
    if (!loginGate()) return;
    setBusy(true);
    try {
      const language = readStorage('local', 'lang') ?? locale;
      storeGameUrl(await fetchGameUrl(game.code, game.vassalage, language));
      writeStorage('session', LOBBY_KEY, window.location.pathname + window.location.search);
      window.location.assign(localizedPath('/game', locale));
    } catch (caught) {
      const message = caught instanceof PlatformCallError ? caught.message : String(caught);
      setError(format(messages['games.launchFailed'], { message }));
      setBusy(false);
    }
  }

  return { open, popup, closePopup: () => setPopup(null), busy, error };
}
