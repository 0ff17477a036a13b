/** The ledger codes that are an agent's pay (my income, by source): the agent contracts' salaries and dividends. */
import type { LedgerCode } from '../ledger/index.ts';

export const AGENT_INCOME_CODES: readonly LedgerCode[] = ['salary', 'dividend'];
