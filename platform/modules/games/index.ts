export { gameByCode } from './catalogue-repository.ts';
export { markPlayed } from './catalogue.ts';
export { CATEGORIES, categoryTitle, isCategory } from './categories.ts';
export { enabledVendors, seamlessVendorCodes, setVendorEnabled, setVendorWalletMode } from './repository.ts';
export { gameMenus } from './service.ts';
export { maxWinMultiple, overWinCap, type RoundTotals } from './win-caps.ts';
export { catalogueEdges, earnsCashback } from './house-edge.ts';
