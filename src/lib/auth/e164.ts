/** Moved to the contract (contract/rules/phone.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/phone.ts';
