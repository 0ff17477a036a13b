/**
 * Agent contract calls on /wps (issue 18; spec 3 "consolidated contract info", spec 4 contract actions, spec 7
 * "dividend, daily salary, hour salary and real-time salary contract processing"): which contract types an
 * agent has, the contracts of a type, an upline's offer, the downline's accept or reject, either side's
 * terminate, and each settled period's statement. Money travels as decimal strings of minor units.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery, moneyValue } from '../money.ts';
import { CONTRACT_BASES, CONTRACT_TYPES, DIVIDEND_PERIODS, MAX_TIERS } from '../rules/contract-terms.ts';

const digits = z.string().regex(/^\d{1,16}$/);
const username = z.string().trim().min(1).max(64);

export const contractType = z.enum(CONTRACT_TYPES);
export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'terminated'] as const;
/** Spec 4 contract actions, and the offer that starts a contract's history. */
export const CONTRACT_ACTIONS = ['accept', 'reject', 'terminate'] as const;

export const contractTerms = z
  .object({
    basis: z.enum(CONTRACT_BASES),
    period: z.enum(DIVIDEND_PERIODS).optional(),
    activeMinStakeMinor: digits,
    tiers: z
      .array(z.object({ threshold: digits, value: digits }).strict())
      .min(1)
      .max(MAX_TIERS),
  })
  .strict();

export const contractView = z.object({
  id: z.number().int(),
  type: contractType,
  status: z.enum(CONTRACT_STATUSES),
  /** The paying side's username; null: the house pays a top-level agent. */
  upline: z.string().nullable(),
  downline: z.string(),
  /** The signed-in agent's side of this contract. */
  role: z.enum(['upline', 'downline']),
  terms: contractTerms,
  offeredAt: z.string(),
  acceptedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  history: z.array(
    z.object({
      action: z.enum(['offer', ...CONTRACT_ACTIONS]),
      /** Who did it: a username, or null for the house (the operator). */
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type ContractView = z.infer<typeof contractView>;

export const contractInfo = defineCall({
  method: 'GET',
  path: '/wps/agent/contract-info',
  summary: 'Consolidated contract info: which contract types are enabled for the agent (AGENTPOLICY3)',
  query: languageQuery,
  answer: z.object({
    /** AGENTPOLICY3: contracts exist on this site at all. */
    policy: z.boolean(),
    dailysalreqtype: z.union([z.literal(0), z.literal(1)]),
    divtypereq: z.union([z.literal(0), z.literal(1)]),
    contracthoursalreq: z.union([z.literal(0), z.literal(1)]),
    realtimesalreqtype: z.union([z.literal(0), z.literal(1)]),
  }),
  signedIn: true,
});
export type ContractInfo = z.infer<typeof contractInfo.answer>;

export const listContracts = defineCall({
  method: 'GET',
  path: '/wps/agent/contracts',
  summary: "The agent's contracts of one type (as upline and as downline), newest first, and who may be offered one",
  query: z.object({ type: contractType, language: z.string().max(16).optional() }).strict(),
  answer: z.object({
    contracts: z.array(contractView),
    /** Direct downline agents the signed-in agent may offer a contract of this type to. */
    downlines: z.array(z.string()),
  }),
  signedIn: true,
});

export const offerContract = defineCall({
  method: 'POST',
  path: '/wps/agent/contracts',
  summary: 'An upline offers a direct downline agent a contract with its terms',
  body: z.object({ type: contractType, downline: username, terms: contractTerms }).strict(),
  answer: contractView,
  signedIn: true,
});

export const contractParams = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) }).strict();

export const contractAction = defineCall({
  method: 'POST',
  path: '/wps/agent/contracts/:id/action',
  summary: 'Contract processing (spec 4): the downline accepts or rejects an offer; either side terminates',
  params: contractParams,
  body: z.object({ action: z.enum(CONTRACT_ACTIONS) }).strict(),
  answer: contractView,
  signedIn: true,
});

export const contractStatement = z.object({
  periodKey: z.string(),
  periodStart: z.string(),
  /** The end of what was measured: the period's end, or the moment an operator settled it early. */
  periodEnd: z.string(),
  /** paid: the payout moved; owed: the payer lacked the money and nothing moved; nothing: no payout was due. */
  status: z.enum(['paid', 'owed', 'nothing']),
  turnover: moneyValue,
  activeMembers: z.number().int(),
  netLoss: moneyValue,
  carryIn: moneyValue,
  carryOut: moneyValue,
  basis: z.enum(CONTRACT_BASES),
  /** The figure the tiers were read by: minor units, or a count of members. */
  measure: z.string(),
  /** 1-based; null when no tier was reached. */
  tier: z.number().int().nullable(),
  valueKind: z.enum(['amount', 'share']),
  /** The reached tier's amount (minor units) or share (basis points). */
  value: z.string().nullable(),
  payout: moneyValue,
  payer: z.enum(['upline', 'house']),
  transferId: z.string().nullable(),
  settledAt: z.string(),
});
export type ContractStatement = z.infer<typeof contractStatement>;

export const contractSettlements = defineCall({
  method: 'GET',
  path: '/wps/agent/contracts/:id/settlements',
  summary: "A contract's settled periods, newest first, each with its statement",
  params: contractParams,
  query: languageQuery,
  answer: z.object({ settlements: z.array(contractStatement) }),
  signedIn: true,
});

export const agentContractCalls = [
  contractInfo,
  listContracts,
  offerContract,
  contractAction,
  contractSettlements,
] as const;
