/** A list of games with its loading, failure and empty states. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { Game } from '../../lib/games/game-types.ts';
import GameCard from './GameCard.tsx';
import type { GamesMessages } from './messages.ts';

export interface GameGridProps {
  query: UseQueryResult<Game[]>;
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

export default function GameGrid({ query, games, empty, label, messages, imageSrc, onOpen, onFavourite, busy }: GameGridProps) {
  if (query.isPending) return <p role="status" className="games-state">{messages['games.loading']}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="games-state">
        {messages['games.failed']} <button type="button" className="button" onClick={() => void query.refetch()}>{messages['games.retry']}</button>
      </p>
    );
  }
  if (!games || games.length === 0) return <p role="status" className="games-state">{empty}</p>;
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <GameCard key={game.code} game={game} imageSrc={imageSrc(game)} messages={messages} onOpen={onOpen} onFavourite={onFavourite} busy={busy} />
      ))}
    </ul>
  );
}
