/**
 * What every game grid needs besides its list: who may favourite (members only, spec 6), the toggle, and
 * image addresses through the image CDN picked at random for this page view (spec 9).
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { $loginState } from '../../lib/stores/session.ts';
import { queryClient } from '../../lib/api/query-client.ts';
import { setFavourite } from '../../lib/games/game-calls.ts';
import { permissionQuery } from '../../lib/games/game-queries.ts';
import type { Game } from '../../lib/games/game-types.ts';
import { pickCdn, throughCdn } from '../../lib/site/cdn.ts';
import { writeStorage } from '../../lib/stores/browser-storage.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { GamesMessages } from './messages.ts';
import { gamesErrorText } from './error-text.ts';

export function useGamesView(messages: GamesMessages) {
  const login = useStore($loginState);
  const member = login.isLogin && !login.isTrial;
  const permission = useQuery(permissionQuery());
  const [favError, setFavError] = useState<string | null>(null);

  const cdn = pickCdn(permission.data?.imageCDNs ?? [], 'image');
  const imageSrc = (game: Game) => throughCdn(game.image, cdn);

  async function toggleFavourite(game: Game): Promise<void> {
    setFavError(null);
    try {
      const { favourites } = await setFavourite(game.code, !game.isFavourite);
      // Spec 3 keeps favGames in session storage; the lists are asked again so every grid agrees.
      writeStorage('session', 'favGames', JSON.stringify(favourites));
      await queryClient.invalidateQueries({
        queryKey: ['games'],
        predicate: (q) => q.queryKey[1] !== 'menus' && q.queryKey[1] !== 'permission',
      });
    } catch (caught) {
      setFavError(format(messages['games.favFailed'], { message: gamesErrorText(caught, messages) }));
    }
  }

  return {
    member,
    merchantCode: permission.data?.merchantCode,
    imageSrc,
    toggleFavourite: member ? toggleFavourite : undefined,
    favError,
  };
}
