/**
 * What a lobby shows (tabs, search, status line, grid), from plain values. The island draws it with its
 * queries; the server draws it with the first screen's data (LobbyPage), so both give the same markup and the
 * island takes over without anything moving.
 */
import type { MouseEvent } from 'react';
import type { Game, VendorCard } from '../../lib/games/game-types.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { LobbyPath } from '../../lib/games/lobbies.ts';
import GameGrid, { type GridState } from './GameGrid.tsx';
import LaunchStatus from './LaunchStatus.tsx';
import type { GamesMessages } from './messages.ts';

export interface LobbyViewProps {
  path: LobbyPath;
  locale: Locale;
  messages: GamesMessages;
  /** False for a lobby listed by game type (bingo): no tabs. */
  tabbed: boolean;
  /** 'pending' keeps the tabs' row while the vendors load, so nothing below jumps. */
  menus: 'pending' | 'error' | 'ready';
  vendors: readonly VendorCard[];
  vendor: VendorCard | undefined;
  /** False until the list to show is known (no vendor chosen yet). */
  listing: boolean;
  grid: GridState;
  games: Game[] | undefined;
  empty: string;
  search: string;
  onSearch: (value: string) => void;
  onPick: (vassalage: string) => (event: MouseEvent) => void;
  imageSrc: (game: Game) => string;
  onOpen: (game: Game) => void;
  onFavourite?: ((game: Game) => void) | undefined;
  busy: boolean;
  error: string | null;
  /**
   * The server's copy, shown until the island takes over: its buttons are disabled and its search is
   * read-only, so a press or a keystroke waits for the island instead of being lost. Tabs are plain links.
   */
  drawnOnServer?: boolean;
}

export default function LobbyView(props: LobbyViewProps) {
  const { path, locale, messages, tabbed, menus, vendors, vendor } = props;
  return (
    <div className="lobby">
      {tabbed && menus === 'pending' && <div className="vendor-tabs vendor-tabs--pending" aria-hidden="true" />}
      {tabbed && vendors.length > 0 && (
        <nav className="vendor-tabs" aria-label={messages['games.vendors']}>
          <ul>
            {vendors.map((v) => (
              <li key={v.vassalage}>
                <a
                  href={`${localizedPath(`/${path}`, locale)}?page=${encodeURIComponent(v.vassalage)}`}
                  aria-current={v.vassalage === vendor?.vassalage ? 'page' : undefined}
                  onClick={props.onPick(v.vassalage)}
                >
                  {v.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="lobby-search">
        <label htmlFor={`search-${path}`}>{messages['games.search']}</label>
        <input
          id={`search-${path}`}
          type="search"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          autoComplete="off"
          readOnly={props.drawnOnServer}
        />
      </div>
      <LaunchStatus busy={props.busy} error={props.error} messages={messages} />
      {!props.listing ? (
        menus === 'error' ? (
          <p role="alert" className="games-state">
            {messages['games.failed']}
          </p>
        ) : (
          <p role="status" className="games-state">
            {messages['games.loading']}
          </p>
        )
      ) : (
        <GameGrid
          query={props.grid}
          games={props.games}
          label={vendor?.name || messages['games.search']}
          messages={messages}
          imageSrc={props.imageSrc}
          empty={props.empty}
          onOpen={props.onOpen}
          onFavourite={props.onFavourite}
          busy={props.busy || props.drawnOnServer}
        />
      )}
    </div>
  );
}
