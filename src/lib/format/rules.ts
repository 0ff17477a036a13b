/** Moved to the contract (contract/rules/digits.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/digits.ts';
