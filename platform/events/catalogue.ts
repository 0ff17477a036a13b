/**
 * The facts modules publish for one another (docs/architecture.md, "Events"): each kind, who publishes it, and
 * what it carries. A payload holds facts, not texts: amounts in minor units as decimal text (JSON has no bigint),
 * ids, and what the subscribers need to act without asking the publisher back.
 *
 * Settled bets are not here: they are read from the ledger in set-based passes (points, cashback, missions, VIP,
 * raffle tickets), so the seamless wallet's hot path publishes nothing (docs/decisions.md).
 */
export interface PlatformEvents {
  /** identity: a session was opened (any login, a registration, free play). */
  'member.signed_in': { memberId: number };
  /** accounts: a member exists. `via` says how; a public registration carries the code of whoever invited it. */
  'member.registered': {
    memberId: number;
    via: 'form' | 'agent' | 'firebase' | 'trial';
    referralCode: string | null;
    ip: string;
  };
  /** deposits: a deposit's money reached the main wallet (once per order). */
  'deposit.arrived': { memberId: number; orderId: string; amountMinor: string };
  /** deposits: the gateway said the payment failed. */
  'deposit.failed': { memberId: number; orderId: string; amountMinor: string };
  /** withdrawals: an operator approved a withdrawal (its money stays held until paid). */
  'withdrawal.approved': { memberId: number; withdrawalId: number; amountMinor: string };
  /** withdrawals: the hold was voided; the amount is available again. */
  'withdrawal.rejected': { memberId: number; withdrawalId: number; amountMinor: string; reason: string };
  /** wallet: a member (an agent) sent money to this member's main wallet. */
  'transfer.received': { memberId: number; fromUsername: string; amountMinor: string };
  /** feedback: an operator answered the member's feedback. */
  'feedback.answered': { memberId: number; feedbackId: number; reply: string };
}

export type EventKind = keyof PlatformEvents;
export type EventPayload<K extends EventKind> = PlatformEvents[K];

/** A delivered fact: its payload, the outbox row's id and when the fact happened. */
export interface PublishedEvent<K extends EventKind> {
  id: number;
  kind: K;
  payload: EventPayload<K>;
  at: string;
}
