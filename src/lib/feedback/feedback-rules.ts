/** Moved to the contract (contract/rules/feedback.ts); the site's pages and islands reach it through src/lib. */
export * from '../../../contract/rules/feedback.ts';
