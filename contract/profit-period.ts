/** The longest period one profit-and-loss report covers, in player days (presets are 1, 7 and 30); no zod here, so the site's form can check it without loading the contract's schemas. */
export const PROFIT_MAX_DAYS = 90;
