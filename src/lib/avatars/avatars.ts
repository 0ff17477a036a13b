/** Moved to the contract (contract/rules/avatars.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/avatars.ts';
