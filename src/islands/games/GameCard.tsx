/** One game in a grid: its image and name open it; a hot badge; a favourite star for members. */
import type { Game } from '../../lib/games/game-types.ts';
import { format } from '../../lib/i18n/format-message.ts';
import LazyImage, { type ImagePriority } from './LazyImage.tsx';
import type { GamesMessages } from './messages.ts';

export interface GameCardProps {
  game: Game;
  imageSrc: string;
  messages: GamesMessages;
  onOpen: (game: Game) => void;
  /** Absent for guests and trial accounts: favourites are a member feature (spec 6). */
  onFavourite?: ((game: Game) => void) | undefined;
  busy?: boolean;
  /** Set for the first row, whose images are the page's largest paint. */
  priority?: ImagePriority | undefined;
}

export default function GameCard({ game, imageSrc, messages, onOpen, onFavourite, busy, priority }: GameCardProps) {
  return (
    <li className="game-card">
      <button
        type="button"
        className="game-open"
        aria-label={format(messages['games.play'], { name: game.name })}
        disabled={busy}
        onClick={() => onOpen(game)}
      >
        {/* The button's label names the game; the picture adds nothing for a screen reader. */}
        <LazyImage src={imageSrc} alt="" priority={priority} />
        <span className="game-name">{game.name}</span>
      </button>
      {game.isHot && <span className="game-hot">{messages['games.hot']}</span>}
      {onFavourite && (
        <button
          type="button"
          className="game-fav"
          aria-pressed={game.isFavourite}
          aria-label={format(messages['games.favourite'], { name: game.name })}
          onClick={() => onFavourite(game)}
        >
          {game.isFavourite ? '★' : '☆'}
        </button>
      )}
    </li>
  );
}
