/** /fav: the member's favourite games. Guests and trial accounts meet the login gate (the page asks for it). */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { favouritesQuery } from '../../lib/games/game-queries.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import GameGrid from './GameGrid.tsx';
import LaunchStatus from './LaunchStatus.tsx';
import { useGamesView } from './use-games-view.ts';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: GamesMessages;
  label: string;
}

function FavouritesBody({ locale, messages, label }: Props) {
  const view = useGamesView(messages);
  const launcher = useLauncher(locale, messages);
  const games = useQuery({ ...favouritesQuery(), enabled: view.member });
  if (!view.member)
    return (
      <p role="status" className="games-state">
        {messages['games.favLogin']}
      </p>
    );
  return (
    <div className="lobby">
      <LaunchStatus busy={launcher.busy} error={launcher.error ?? view.favError} messages={messages} />
      <GameGrid
        query={games}
        games={games.data}
        label={label}
        empty={messages['games.favEmpty']}
        messages={messages}
        imageSrc={view.imageSrc}
        onOpen={(g) => void launcher.open(g)}
        onFavourite={view.toggleFavourite}
        busy={launcher.busy}
      />
    </div>
  );
}

export default function Favourites(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <FavouritesBody {...props} />
    </QueryClientProvider>
  );
}
