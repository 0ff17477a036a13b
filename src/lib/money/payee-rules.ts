/** Moved to the contract (contract/rules/payees.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/payees.ts';
