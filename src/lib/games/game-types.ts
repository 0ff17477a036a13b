/** A game as the platform lists it (spec 3 "Game object"); see platform/modules/games/catalogue.ts. */
export interface Game {
  code: string;
  name: string;
  vassalage: string;
  category: string;
  image: string;
  isHot: boolean;
  /** 'GAME', or 'VASSALAGE' for an item that opens a popup list of its vendor's games. */
  isGame: string;
  gameType: string | null;
  accountTypeName: string | null;
  defaultPlayType: string | null;
  isFavourite: boolean;
}

export interface VendorCard {
  vassalage: string;
  name: string;
  isHot: boolean;
}
