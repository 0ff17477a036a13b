/** A list of games with its loading, failure and empty states. */
import type { Game } from '../../lib/games/game-types.ts';
import GameCard from './GameCard.tsx';
import type { ImagePriority } from './LazyImage.tsx';
import type { GamesMessages } from './messages.ts';

/** What the grid reads of its query (a UseQueryResult fits); the server's first screen passes SETTLED. */
export interface GridState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The server draws a list it already has: nothing pending, nothing failed, nothing to retry. */
export const SETTLED: GridState = { isPending: false, isError: false, refetch: () => undefined };

/**
 * The first row loads at once (at most 6 columns on a wide screen); the first two, which are the first row
 * on a phone, at high priority: one of them is the page's largest paint.
 */
const FIRST_ROW = 6;
const FIRST_ON_PHONE = 2;
function priorityAt(index: number): ImagePriority | undefined {
  return index < FIRST_ON_PHONE ? 'high' : index < FIRST_ROW ? 'eager' : undefined;
}

export interface GameGridProps {
  query: GridState;
  /** The games to show (the query's, possibly narrowed by a search). */
  games: Game[] | undefined;
  empty: string;
  label: string;
  messages: GamesMessages;
  imageSrc: (game: Game) => string;
  onOpen: (game: Game) => void;
  onFavourite?: ((game: Game) => void) | undefined;
  busy?: boolean;
}

export default function GameGrid({
  query,
  games,
  empty,
  label,
  messages,
  imageSrc,
  onOpen,
  onFavourite,
  busy,
}: GameGridProps) {
  if (query.isPending)
    return (
      <p role="status" className="games-state">
        {messages['games.loading']}
      </p>
    );
  if (query.isError) {
    return (
      <p role="alert" className="games-state">
        {messages['games.failed']}{' '}
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {messages['games.retry']}
        </button>
      </p>
    );
  }
  if (!games || games.length === 0)
    return (
      <p role="status" className="games-state">
        {empty}
      </p>
    );
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <GameCard
          key={game.code}
          game={game}
          imageSrc={imageSrc(game)}
          messages={messages}
          onOpen={onOpen}
          onFavourite={onFavourite}
          busy={busy}
          priority={priorityAt(index)}
        />
      ))}
    </ul>
  );
}
