/**
 * A game lobby (/rng, /live, /fish, /pvp, /elott, /esports, /bingo): vendor tabs from the vendor data, the
 * `page` query choosing the tab (the nav's `vassalage` honoured), the vendor's games with a search by name,
 * hot badges and, for members, favourite stars. The server draws the first screen (LobbyPage.astro) and
 * hands its data over as `firstScreen`, so the island starts where the page already is.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { gameListQuery, menusQuery } from '../../lib/games/game-queries.ts';
import type { LobbyFirstScreen } from '../../lib/games/first-screen.ts';
import { seedLobby } from '../../lib/games/seed-games.ts';
import { chooseVendor, LOBBIES, lobbyVendors, matchesSearch, type LobbyPath } from '../../lib/games/lobbies.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { format } from '../../lib/i18n/format-message.ts';
import LobbyView from './LobbyView.tsx';
import VendorPopup from './VendorPopup.tsx';
import { useGamesView } from './use-games-view.ts';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

export interface LobbyProps {
  path: LobbyPath;
  locale: Locale;
  messages: GamesMessages;
  firstScreen?: LobbyFirstScreen | undefined;
}

/** The address's query, read at the first render (the island renders only in the browser) and on back/forward. */
function useAddress(): URLSearchParams {
  const [query, setQuery] = useState(() => new URLSearchParams(window.location.search));
  useEffect(() => {
    const read = () => setQuery(new URLSearchParams(window.location.search));
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  return query;
}

function sameFilter(a: LobbyFirstScreen['filter'], b: LobbyFirstScreen['filter']): boolean {
  return 'vassalage' in a
    ? 'vassalage' in b && a.vassalage === b.vassalage
    : 'gameType' in b && a.gameType === b.gameType;
}

function LobbyBody({ path, locale, messages, firstScreen }: LobbyProps) {
  const lobby = LOBBIES[path];
  const address = useAddress();
  const [search, setSearch] = useState('');
  const view = useGamesView(messages);
  const launcher = useLauncher(locale, messages);
  const menus = useQuery({ ...menusQuery(), enabled: !lobby.gameType });

  const vendors = menus.data ? lobbyVendors(lobby, menus.data) : [];
  const vendor = chooseVendor(vendors, address);
  const filter = lobby.gameType ? { gameType: lobby.gameType } : vendor ? { vassalage: vendor.vassalage } : null;
  // A member's list carries favourite stars, so it is asked for; the server's guest list stands in meanwhile.
  const placeholder = filter && firstScreen && sameFilter(filter, firstScreen.filter) ? firstScreen.games : undefined;
  const games = useQuery({
    ...gameListQuery(filter ?? { vassalage: '' }, view.member),
    enabled: filter !== null,
    placeholderData: placeholder,
  });

  const pick = (vassalage: string) => (event: MouseEvent) => {
    // Tabs switch in place; the address keeps the choice so a reload or a shared link opens the same tab.
    event.preventDefault();
    window.history.pushState(null, '', `${localizedPath(`/${path}`, locale)}?page=${encodeURIComponent(vassalage)}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    setSearch('');
  };

  if (!lobby.gameType && menus.isSuccess && vendors.length === 0) {
    return (
      <p role="status" className="games-state">
        {messages['games.noVendors']}
      </p>
    );
  }
  return (
    <>
      <LobbyView
        path={path}
        locale={locale}
        messages={messages}
        tabbed={!lobby.gameType}
        menus={menus.isPending ? 'pending' : menus.isError ? 'error' : 'ready'}
        vendors={vendors}
        vendor={vendor}
        listing={filter !== null}
        grid={games}
        games={games.data?.filter((g) => matchesSearch(g.name, search))}
        empty={search.trim() ? format(messages['games.noMatch'], { search: search.trim() }) : messages['games.empty']}
        search={search}
        onSearch={setSearch}
        onPick={pick}
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

export default function Lobby(props: LobbyProps) {
  // Before the first render, so that render already has the server's data.
  useState(() => props.firstScreen && seedLobby(queryClient, props.firstScreen));
  return (
    <QueryClientProvider client={queryClient}>
      <LobbyBody {...props} />
    </QueryClientProvider>
  );
}
