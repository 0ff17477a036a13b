/**
 * A game lobby (/rng, /live, /fish, /pvp, /elott, /esports, /bingo): vendor tabs from the vendor data, the
 * `page` query choosing the tab (the nav's `vassalage` honoured), the vendor's games with a search by name,
 * hot badges and, for members, favourite stars.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { gameListQuery, menusQuery } from '../../lib/games/game-queries.ts';
import { chooseVendor, LOBBIES, lobbyVendors, matchesSearch, type LobbyPath } from '../../lib/games/lobbies.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { format } from '../../lib/i18n/format-message.ts';
import GameGrid from './GameGrid.tsx';
import LaunchStatus from './LaunchStatus.tsx';
import VendorPopup from './VendorPopup.tsx';
import { useGamesView } from './use-games-view.ts';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

export interface LobbyProps {
  path: LobbyPath;
  locale: Locale;
  messages: GamesMessages;
}

function useAddress(): URLSearchParams | null {
  const [query, setQuery] = useState<URLSearchParams | null>(null);
  useEffect(() => {
    const read = () => setQuery(new URLSearchParams(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  return query;
}

function LobbyBody({ path, locale, messages }: LobbyProps) {
  const lobby = LOBBIES[path];
  const address = useAddress();
  const [search, setSearch] = useState('');
  const view = useGamesView(messages);
  const launcher = useLauncher(locale, messages);
  const menus = useQuery({ ...menusQuery(), enabled: !lobby.gameType });

  const vendors = menus.data ? lobbyVendors(lobby, menus.data) : [];
  const vendor = address ? chooseVendor(vendors, address) : undefined;
  const filter = lobby.gameType ? { gameType: lobby.gameType } : vendor ? { vassalage: vendor.vassalage } : null;
  const games = useQuery({ ...gameListQuery(filter ?? { vassalage: '' }, view.member), enabled: filter !== null });

  const pick = (vassalage: string) => (event: MouseEvent) => {
    // Tabs switch in place; the address keeps the choice so a reload or a shared link opens the same tab.
    event.preventDefault();
    window.history.pushState(null, '', `${localizedPath(`/${path}`, locale)}?page=${encodeURIComponent(vassalage)}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    setSearch('');
  };

  if (!lobby.gameType && menus.isSuccess && vendors.length === 0) {
    return <p role="status" className="games-state">{messages['games.noVendors']}</p>;
  }
  const shown = games.data?.filter((g) => matchesSearch(g.name, search));
  const label = vendor?.name ?? '';

  return (
    <div className="lobby">
      {/* The tabs' row is kept while the vendors load, so the search and the grid do not jump down after. */}
      {!lobby.gameType && menus.isPending && <div className="vendor-tabs vendor-tabs--pending" aria-hidden="true" />}
      {!lobby.gameType && vendors.length > 0 && (
        <nav className="vendor-tabs" aria-label={messages['games.vendors']}>
          <ul>
            {vendors.map((v) => (
              <li key={v.vassalage}>
                <a href={`${localizedPath(`/${path}`, locale)}?page=${encodeURIComponent(v.vassalage)}`}
                  aria-current={v.vassalage === vendor?.vassalage ? 'page' : undefined} onClick={pick(v.vassalage)}>
                  {v.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="lobby-search">
        <label htmlFor={`search-${path}`}>{messages['games.search']}</label>
        <input id={`search-${path}`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      <LaunchStatus busy={launcher.busy} error={launcher.error ?? view.favError} messages={messages} />
      {filter === null ? (
        menus.isError ? <p role="alert" className="games-state">{messages['games.failed']}</p> : <p role="status" className="games-state">{messages['games.loading']}</p>
      ) : (
        <GameGrid query={games} games={shown} label={label || messages['games.search']} messages={messages} imageSrc={view.imageSrc}
          empty={search.trim() ? format(messages['games.noMatch'], { search: search.trim() }) : messages['games.empty']}
          onOpen={(g) => void launcher.open(g)} onFavourite={view.toggleFavourite} busy={launcher.busy} />
      )}
      {launcher.popup && (
        <VendorPopup item={launcher.popup} member={view.member} messages={messages} imageSrc={view.imageSrc}
          onOpen={(g) => void launcher.open(g)} onFavourite={view.toggleFavourite} onClose={launcher.closePopup} />
      )}
    </div>
  );
}

export default function Lobby(props: LobbyProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <LobbyBody {...props} />
    </QueryClientProvider>
  );
}
