/**
 * A list page's body (status line and grid) from plain values: drawn by the /hot island with its query and
 * by the server with the first screen's data (GamesPage.astro), so the island takes over the same markup.
 */
import type { Game } from '../../lib/games/game-types.ts';
import GameGrid, { type GridState } from './GameGrid.tsx';
import LaunchStatus from './LaunchStatus.tsx';
import type { GamesMessages } from './messages.ts';

export interface GameListViewProps {
  grid: GridState;
  games: Game[] | undefined;
  label: string;
  empty: string;
  messages: GamesMessages;
  imageSrc: (game: Game) => string;
  onOpen: (game: Game) => void;
  onFavourite?: ((game: Game) => void) | undefined;
  busy: boolean;
  error: string | null;
  /** The server's copy, shown until the island takes over: its buttons wait for the island (disabled). */
  drawnOnServer?: boolean;
}

export default function GameListView({
  grid,
  games,
  label,
  empty,
  messages,
  imageSrc,
  onOpen,
  onFavourite,
  busy,
  error,
  drawnOnServer,
}: GameListViewProps) {
  return (
    <div className="lobby">
      <LaunchStatus busy={busy} error={error} messages={messages} />
      <GameGrid
        query={grid}
        games={games}
        label={label}
        empty={empty}
        messages={messages}
        imageSrc={imageSrc}
        onOpen={onOpen}
        onFavourite={onFavourite}
        busy={busy || drawnOnServer}
      />
    </div>
  );
}
