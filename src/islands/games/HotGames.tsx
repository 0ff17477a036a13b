/**
 * /hot: the hot games across vendors (GCSGAME_hotGamesV2), VASSALAGE items among them opening their popup
 * list. The server draws the first screen and hands its data over as `firstScreen`.
 */
import { useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { hotGamesQuery } from '../../lib/games/game-queries.ts';
import type { HotFirstScreen } from '../../lib/games/first-screen.ts';
import { seedHot } from '../../lib/games/seed-games.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { readStorage } from '../../lib/stores/browser-storage.ts';
import GameListView from './GameListView.tsx';
import VendorPopup from './VendorPopup.tsx';
import { useGamesView } from './use-games-view.ts';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: GamesMessages;
  label: string;
  firstScreen?: HotFirstScreen | undefined;
}

function HotBody({ locale, messages, label, firstScreen }: Props) {
  const view = useGamesView(messages);
  const launcher = useLauncher(locale, messages);
  const language = readStorage('local', 'lang') ?? locale;
  // The merchant code comes with the permission data, so the list waits for it.
  const games = useQuery({
    ...hotGamesQuery(view.merchantCode ?? '', language, view.member),
    enabled: Boolean(view.merchantCode),
    // A member's list (favourite stars) or another language is asked for; the server's guest list stands in meanwhile.
    placeholderData: firstScreen?.games,
  });
  return (
    <>
      <GameListView
        grid={games}
        games={games.data}
        label={label}
        empty={messages['games.empty']}
        messages={messages}
        imageSrc={view.imageSrc}
        onOpen={(g) => void launcher.open(g)}
        onFavourite={view.toggleFavourite}
        busy={launcher.busy}
        error={launcher.error ?? view.favError}
      />
      {launcher.popup && (
        <VendorPopup
          item={launcher.popup}
          member={view.member}
          messages={messages}
          imageSrc={view.imageSrc}
          onOpen={(g) => void launcher.open(g)}
          onFavourite={view.toggleFavourite}
          onClose={launcher.closePopup}
        />
      )}
    </>
  );
}

export default function HotGames(props: Props) {
  // Before the first render, so that render already has the server's data.
  useState(() => props.firstScreen && seedHot(queryClient, props.firstScreen));
  return (
    <QueryClientProvider client={queryClient}>
      <HotBody {...props} />
    </QueryClientProvider>
  );
}
