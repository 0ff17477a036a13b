/**
 * Agent contract terms (issue 18; domain notes "Agent contracts"), checked alike by the offer form and the
 * platform. A contract pays per period by tiers: the highest tier whose threshold the measure reaches decides.
 * - dividend: a share (basis points) of the team's net loss after the carry-forward, tiers by net loss or by
 *   active members, per period D (day), W (week), H (half month) or M (month);
 * - daily / hourly salary: a fixed amount per day / hour, tiers by team turnover or by active members;
 * - real-time salary: a share (basis points) of the team's settled turnover, paid every 5 minutes.
 */
export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

export const CONTRACT_BASES = ['turnover', 'active', 'netLoss'] as const;
export type ContractBasis = (typeof CONTRACT_BASES)[number];

/** Which measures each type may be tiered by. */
export const BASES_OF: Record<ContractType, readonly ContractBasis[]> = {
  dividend: ['netLoss', 'active'],
  daily: ['turnover', 'active'],
  hourly: ['turnover', 'active'],
  realtime: ['turnover'],
};

/** What a tier's value is: an amount in minor units, or a share in basis points (100 = 1 %). */
export const VALUE_KIND: Record<ContractType, 'amount' | 'share'> = {
  dividend: 'share',
  daily: 'amount',
  hourly: 'amount',
  realtime: 'share',
};

export const MAX_TIERS = 10;
/** The largest share: the whole net loss for dividends; 3 % of turnover for real-time salary. */
export const MAX_SHARE_BP: Record<'dividend' | 'realtime', number> = { dividend: 10_000, realtime: 300 };
/** The largest fixed salary per period: ৳100,000. */
export const MAX_SALARY_MINOR = 10_000_000n;
/** A member counts as active with at least this stake in the period: from ৳1 to ৳1,000,000. */
export const MIN_ACTIVE_STAKE_MINOR = 100n;
export const MAX_ACTIVE_STAKE_MINOR = 100_000_000n;
const MAX_THRESHOLD = 10n ** 15n;

export interface ContractTier {
  /** Minor units (turnover, net loss) or a count of members (active). */
  threshold: string;
  /** Minor units (salaries) or basis points (dividend, real-time). */
  value: string;
}

export interface ContractTerms {
  basis: ContractBasis;
  /** Dividends only. */
  period?: DividendPeriod | undefined;
  activeMinStakeMinor: string;
  tiers: ContractTier[];
}

export type TermsProblem = 'basis' | 'period' | 'tierCount' | 'tierOrder' | 'tierValue' | 'activeMin';

const DIGITS = /^\d{1,16}$/;

/** The first thing wrong with these terms for this type, or null when they can be offered. */
export function termsProblem(type: ContractType, terms: ContractTerms): TermsProblem | null {
  if (!BASES_OF[type].includes(terms.basis)) return 'basis';
  if (type === 'dividend' ? !DIVIDEND_PERIODS.includes(terms.period as DividendPeriod) : terms.period !== undefined)
    return 'period';
  if (!DIGITS.test(terms.activeMinStakeMinor)) return 'activeMin';
  const activeMin = BigInt(terms.activeMinStakeMinor);
  if (activeMin < MIN_ACTIVE_STAKE_MINOR || activeMin > MAX_ACTIVE_STAKE_MINOR) return 'activeMin';
  if (terms.tiers.length < 1 || terms.tiers.length > MAX_TIERS) return 'tierCount';
  let previous = 0n;
  for (const tier of terms.tiers) {
    if (!DIGITS.test(tier.threshold)) return 'tierOrder';
    const threshold = BigInt(tier.threshold);
    // Each tier asks for more than the one before; the first for something (a zero threshold pays for nothing).
    if (threshold <= previous || threshold > MAX_THRESHOLD) return 'tierOrder';
    previous = threshold;
    if (!DIGITS.test(tier.value)) return 'tierValue';
    const value = BigInt(tier.value);
    const max = type === 'dividend' || type === 'realtime' ? BigInt(MAX_SHARE_BP[type]) : MAX_SALARY_MINOR;
    if (value <= 0n || value > max) return 'tierValue';
  }
  return null;
}
