/**
 * Opening a game (spec 4): lottery games go to their pages, a VASSALAGE item opens the popup list, anything
 * else passes the play gate (members and trials, who play practice money), asks the platform for its address,
 * stores it as iframeUrl and goes to /game.
 */
import { useState } from 'react';
import type { Game } from '../../lib/games/game-types.ts';
import { launchRoute } from '../../lib/games/launch-routing.ts';
import { fetchGameUrl, InvalidGameUrlError, storeGameUrl } from '../../lib/games/launch-call.ts';
import { playGate } from '../../lib/auth/login-gate.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { readStorage, writeStorage } from '../../lib/stores/browser-storage.ts';
import { PlatformCallError } from '../../lib/api/envelope.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { GamesMessages } from './messages.ts';
import { gamesErrorText } from './error-text.ts';

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
    if (!playGate()) return;
    setBusy(true);
    try {
      const language = readStorage('local', 'lang') ?? locale;
      storeGameUrl(await fetchGameUrl(game.code, game.vassalage, language));
      writeStorage('session', LOBBY_KEY, window.location.pathname + window.location.search);
      window.location.assign(localizedPath('/game', locale));
    } catch (caught) {
      // A platform whose games need real money (PLATFORM_URL) refuses a trial: tell it to register, as spec 6 says.
      if (caught instanceof PlatformCallError && caught.code === 'in_need_true_account') {
        openModal('trial');
        setBusy(false);
        return;
      }
      if (caught instanceof InvalidGameUrlError) {
        setError(messages['games.invalidUrl']);
        setBusy(false);
        return;
      }
      const message = gamesErrorText(caught, messages);
      setError(format(messages['games.launchFailed'], { message }));
      setBusy(false);
    }
  }

  return { open, popup, closePopup: () => setPopup(null), busy, error };
}
