/** Why money moved: every transfer carries one of these codes (statements and filters group by them). */
export const LEDGER_CODES = [
  'deposit', // gateway -> player main, after the gateway's signed notification
  'withdrawal', // player main -> payout: a hold while in process, posted when paid, voided when rejected
  'withdrawal_return', // payout -> player main: a forced receipt returns the deposit (spec 4)
  'vendor_in', // player main -> player vendor wallet
  'vendor_out', // player vendor wallet -> player main
  'transfer_agent', // one member's main wallet -> an upline's or downline's
  'bet', // player vendor wallet -> house (seamless-wallet debit)
  'win', // house -> player vendor wallet (seamless-wallet credit)
  'refund', // house -> player vendor wallet (seamless-wallet rollback)
  'bonus', // bonus pool -> player main (operator or promotion)
  'bonus_grant', // bonus pool -> player locked bonus (a promotion's bonus, locked until its wagering is met)
  'bonus_release', // player locked bonus -> player main (wagering met)
  'bonus_forfeit', // player locked bonus -> bonus pool (a withdrawal before the wagering is met, or the operator)
  'rebate', // rebate pool -> player main (cashback: claimed by the player, or paid at the end of its period)
  'salary', // upline main (or the house's agent pool) -> downline agent main: a daily, hourly or real-time salary
  'dividend', // upline main (or the house's agent pool) -> downline agent main: a period's dividend
  'adjustment', // adjustment <-> player main, with a reason (operator)
  'trial_credit', // trial pool -> a trial account's practice money (the grant and its top-ups)
  'practice_bet', // practice wallet -> practice house (a trial's seamless debit; practice book only)
  'practice_win', // practice house -> practice wallet (a trial's seamless credit)
  'practice_refund', // practice house -> practice wallet (a trial's seamless rollback)
  'points_earn', // points issue -> a member's points (a settled bet's points; points book only)
  'points_spend', // a member's points -> points spent (converted to money, or redeemed in the point mall)
  'points_convert', // points pool -> player main (the money that converted points bought)
  'points_redeem', // points pool -> player main (a point-mall cash voucher or bonus)
  'raffle_prize', // raffle pool -> player main (a raffle prize: claimed by the winner, or paid at the claim deadline)
  'mission_reward', // mission pool -> player main (a completed mission's reward, claimed once per period)
  'vip_bonus', // vip pool -> player main (a VIP level's upgrade bonus, once per member and level)
  'referral_reward', // referral pool -> referrer main (once per invitee, on the invitee's first qualifying deposit)
  'points_bonus', // points pool -> player locked bonus (a point-mall bonus item, locked until its wagering is met)
  'rebate_reversal', // player main -> rebate pool: the cashback a stake earned, taken back when the stake is refunded
] as const;

export type LedgerCode = (typeof LEDGER_CODES)[number];
