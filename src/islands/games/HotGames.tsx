/** /hot: the hot games across vendors (GCSGAME_hotGamesV2), VASSALAGE items among them opening their popup list. */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { hotGamesQuery } from '../../lib/games/game-queries.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { readStorage } from '../../lib/stores/browser-storage.ts';
import GameGrid from './GameGrid.tsx';
import LaunchStatus from './LaunchStatus.tsx';
import VendorPopup from './VendorPopup.tsx';
import { useGamesView } from './use-games-view.ts';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: GamesMessages;
  label: string;
}

function HotBody({ locale, messages, label }: Props) {
  const view = useGamesView(messages);
  const launcher = useLauncher(locale, messages);
  const language = readStorage('local', 'lang') ?? locale;
  // The merchant code comes with the permission data, so the list waits for it.
  const games = useQuery({ ...hotGamesQuery(view.merchantCode ?? '', language, view.member), enabled: Boolean(view.merchantCode) });
  return (
    <div className="lobby">
      <LaunchStatus busy={launcher.busy} error={launcher.error ?? view.favError} messages={messages} />
      <GameGrid query={games} games={games.data} label={label} empty={messages['games.empty']} messages={messages} imageSrc={view.imageSrc}
        onOpen={(g) => void launcher.open(g)} onFavourite={view.toggleFavourite} busy={launcher.busy} />
      {launcher.popup && (
        <VendorPopup item={launcher.popup} member={view.member} messages={messages} imageSrc={view.imageSrc}
          onOpen={(g) => void launcher.open(g)} onFavourite={view.toggleFavourite} onClose={launcher.closePopup} />
      )}
    </div>
  );
}

export default function HotGames(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <HotBody {...props} />
    </QueryClientProvider>
  );
}
