/** Moved to the contract (contract/rules/locales.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/locales.ts';
