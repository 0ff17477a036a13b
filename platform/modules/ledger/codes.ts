/** Why money moved: every transfer carries one of these codes (statements and filters group by them). */
export const LEDGER_CODES = [
  'deposit',            // gateway -> player main, after the gateway's signed notification
  'withdrawal',         // player main -> payout: a hold while in process, posted when paid, voided when rejected
  'withdrawal_return',  // payout -> player main: a forced receipt returns the deposit (spec 4)
  'vendor_in',          // player main -> player vendor wallet
  'vendor_out',         // player vendor wallet -> player main
  'transfer_agent',     // one member's main wallet -> an upline's or downline's
  'bet',                // player vendor wallet -> house (seamless-wallet debit)
  'win',                // house -> player vendor wallet (seamless-wallet credit)
  'refund',             // house -> player vendor wallet (seamless-wallet rollback)
  'bonus',              // bonus pool -> player main (operator or promotion)
  'adjustment',         // adjustment <-> player main, with a reason (operator)
  'trial_credit',       // trial pool -> a trial account's play money
] as const;

export type LedgerCode = (typeof LEDGER_CODES)[number];

/** System accounts: untracked, so no single row is updated for every bet or deposit. */
export const SYSTEM_KINDS = ['house', 'gateway', 'payout', 'bonus', 'adjustment', 'trial'] as const;
export type SystemKind = (typeof SYSTEM_KINDS)[number];
