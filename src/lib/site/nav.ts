/** Moved to the contract (contract/rules/nav.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/nav.ts';
