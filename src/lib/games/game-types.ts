/** A game and a vendor card as the platform lists them (spec 3): the contract's shapes (contract/games.ts), for the islands. */
export type { Game, VendorCard } from '../../../contract/games.ts';
