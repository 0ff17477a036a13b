/**
 * The "recently played" row (GCS_recentGame, spec 7) on the home page and in the lobbies. Members only: guests
 * and trial accounts have no recents, and a member who has played nothing yet sees no row at all.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { recentGamesQuery } from '../../lib/games/game-queries.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import GameGrid from './GameGrid.tsx';
import LaunchStatus from './LaunchStatus.tsx';
import { useGamesView } from './use-games-view.ts';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: GamesMessages;
}

function RecentBody({ locale, messages }: Props) {
  const view = useGamesView(messages);
  const launcher = useLauncher(locale, messages);
  const games = useQuery({ ...recentGamesQuery(), enabled: view.member });
  if (!view.member || !games.data || games.data.length === 0) return null;
  const title = messages['games.recent'];
  return (
    <section className="recent-games" aria-labelledby="recent-games-heading">
      <h2 id="recent-games-heading">{title}</h2>
      <LaunchStatus busy={launcher.busy} error={launcher.error ?? view.favError} messages={messages} />
      <GameGrid
        query={games}
        games={games.data}
        label={title}
        empty=""
        messages={messages}
        imageSrc={view.imageSrc}
        onOpen={(g) => void launcher.open(g)}
        onFavourite={view.toggleFavourite}
        busy={launcher.busy}
      />
    </section>
  );
}

export default function RecentGames(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RecentBody {...props} />
    </QueryClientProvider>
  );
}
