/** The popup game list a VASSALAGE item opens (spec 3/4): that vendor's games in the site's modal. */
import { useQuery } from '@tanstack/react-query';
import Modal from '../modal/Modal.tsx';
import { gameListQuery } from '../../lib/games/game-queries.ts';
import type { Game } from '../../lib/games/game-types.ts';
import { format } from '../../lib/i18n/format-message.ts';
import GameGrid from './GameGrid.tsx';
import type { GamesMessages } from './messages.ts';

export interface VendorPopupProps {
  item: Game;
  member: boolean;
  messages: GamesMessages;
  imageSrc: (game: Game) => string;
  onOpen: (game: Game) => void;
  onFavourite?: ((game: Game) => void) | undefined;
  onClose: () => void;
}

export default function VendorPopup({
  item,
  member,
  messages,
  imageSrc,
  onOpen,
  onFavourite,
  onClose,
}: VendorPopupProps) {
  const query = useQuery(gameListQuery({ vassalage: item.vassalage }, member));
  const title = format(messages['games.popupTitle'], { name: item.name });
  return (
    <Modal title={title} onClose={onClose} closeLabel={messages['games.close']} width={720}>
      <GameGrid
        query={query}
        games={query.data}
        empty={messages['games.empty']}
        label={title}
        messages={messages}
        imageSrc={imageSrc}
        onOpen={onOpen}
        onFavourite={onFavourite}
      />
    </Modal>
  );
}
