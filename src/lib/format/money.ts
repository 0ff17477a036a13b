/** Moved to the contract (contract/rules/money.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/money.ts';
