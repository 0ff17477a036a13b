/** Moved to the contract (contract/rules/registration.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/registration.ts';
