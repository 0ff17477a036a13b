/**
 * The ledger codes that are an agent's pay (my income, by source). Empty until the agent contracts add their codes
 * (dividend and the salaries) to the ledger's codes and here; the income call then reads them without change.
 */
import type { LedgerCode } from '../ledger/codes.ts';

export const AGENT_INCOME_CODES: readonly LedgerCode[] = [];
