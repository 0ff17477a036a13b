/**
 * /sports opens the first sports vendor's game directly (spec 2); /sports?vassalage=DS88 (the nav's sabong
 * item) opens that vendor instead. A guest gets the login gate and a button to try again after logging in.
 */
import { useEffect, useRef } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { gameListQuery, menusQuery } from '../../lib/games/game-queries.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { format } from '../../lib/i18n/format-message.ts';
import LaunchStatus from './LaunchStatus.tsx';
import { useGamesView } from './use-games-view.ts';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: GamesMessages;
}

function SportsBody({ locale, messages }: Props) {
  const view = useGamesView(messages);
  const launcher = useLauncher(locale, messages);
  const menus = useQuery(menusQuery());
  const cards = menus.data?.categories.SPORTS?.cards ?? [];
  const wanted = new URLSearchParams(window.location.search).get('vassalage');
  const vendor = cards.find((c) => c.vassalage === wanted) ?? cards[0];
  const games = useQuery({ ...gameListQuery({ vassalage: vendor?.vassalage ?? '' }, view.member), enabled: Boolean(vendor) });
  const game = games.data?.[0];
  const tried = useRef(false);

  useEffect(() => {
    // Once per page view: a refused gate must not reopen the login popup on every render.
    if (game && !tried.current) {
      tried.current = true;
      void launcher.open(game);
    }
  }, [game]);

  if (menus.isSuccess && !vendor) return <p role="status" className="games-state">{messages['games.sportsNone']}</p>;
  if (!game) return <p role="status" className="games-state">{messages['games.loading']}</p>;
  return (
    <div className="lobby">
      <LaunchStatus busy={launcher.busy} error={launcher.error} messages={messages} />
      <button type="button" className="button button--primary" disabled={launcher.busy} onClick={() => void launcher.open(game)}>
        {format(messages['games.sportsOpen'], { name: game.name })}
      </button>
    </div>
  );
}

export default function SportsLauncher(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <SportsBody {...props} />
    </QueryClientProvider>
  );
}
