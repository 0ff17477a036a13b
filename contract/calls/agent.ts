/**
 * The agent centre on /wps/agent (spec 2 "Agent centre", spec 6 agent roles): announcements for agents, the team's
 * figures and tree, downline registration, team betting, profit and loss per downline, and the agent's income.
 * Every call answers only for account types 1, 2, 41 and 42, and only ever about the caller's own downline.
 * Transfers to a downline and the agent's own transaction details reuse the wallet and record calls.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { minorText } from '../money.ts';
import { sealedBody } from '../sealed-body.ts';
import { registrationPayload } from './accounts.ts';
import { pageParams, playerDayText } from './records.ts';
import { announcements } from './notices.ts';

/** A report period: whole player days, from..to inclusive (the presets today, 7 and 30 days are the site's). */
const period = { from: playerDayText, to: playerDayText, language: z.string().max(16).optional() };

/** Game categories of the catalogue (vendors' category), or every one. */
export const TEAM_CATEGORIES = ['all', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export const teamCategory = z.enum(TEAM_CATEGORIES);
export type TeamCategory = z.infer<typeof teamCategory>;

/** A downline's username as searched or named: the registration form's username shape, loosely. */
const usernameText = z.string().trim().min(1).max(64);

export const agentAnnouncements = defineCall({
  method: 'GET',
  path: '/wps/agent/announcements',
  summary: 'Announcements addressed to agents, newest first, paged',
  query: z
    .object({
      language: z.string().max(16).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(9),
    })
    .strict(),
  answer: announcements,
  signedIn: true,
});

export const teamOverview = defineCall({
  method: 'GET',
  path: '/wps/agent/team/overview',
  summary: "The whole downline's figures in a period: members, active and new members, deposits, withdrawals, bets",
  query: z.object(period).strict(),
  answer: z.object({
    currencySymbol: z.string(),
    from: playerDayText,
    to: playerDayText,
    members: z.number().int(),
    /** Members who placed at least one bet in the period. */
    activeMembers: z.number().int(),
    newMembers: z.number().int(),
    depositsMinor: minorText,
    withdrawalsMinor: minorText,
    betsMinor: minorText,
    payoutsMinor: minorText,
    /** The team's result from play: payouts (wins and refunds) less bets; negative when the team lost. */
    netMinor: minorText,
  }),
  signedIn: true,
});

export const teamMember = z.object({
  username: z.string(),
  /** 0 member; 1, 2, 41, 42 agents (spec 3 isAgent). */
  accountType: z.number().int(),
  /** 1 for the agent's direct downline, 2 below them, … */
  level: z.number().int(),
  upline: z.string(),
  status: z.enum(['active', 'disabled']),
  balanceMinor: minorText,
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** How many members sit directly under this one. */
  downlineCount: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamMembers = defineCall({
  method: 'GET',
  path: '/wps/agent/team/members',
  summary: 'The downline tree: one level under a downline (or the agent), or a search by username over the team',
  query: z
    .object({
      /** Whose direct downline to list; the agent's own when absent. */
      parent: usernameText.optional(),
      /** Part of a username, searched over the whole team (every level). */
      search: z.string().trim().max(64).optional(),
      language: z.string().max(16).optional(),
      ...pageParams,
    })
    .strict(),
  answer: z.object({
    currencySymbol: z.string(),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    items: z.array(teamMember),
  }),
  signedIn: true,
});

export const teamBettingRow = z.object({
  username: z.string(),
  level: z.number().int(),
  category: z.string(),
  bets: z.number().int(),
  stakeMinor: minorText,
  payoutMinor: minorText,
});

export const teamBetting = defineCall({
  method: 'GET',
  path: '/wps/agent/team/betting',
  summary: "The downline's bets in a period, per member and game category",
  query: z.object({ ...period, category: teamCategory.default('all'), ...pageParams }).strict(),
  answer: z.object({
    currencySymbol: z.string(),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    totals: z.object({ bets: z.number().int(), stakeMinor: minorText, payoutMinor: minorText }),
    items: z.array(teamBettingRow),
  }),
  signedIn: true,
});

export const teamProfitRow = z.object({
  username: z.string(),
  level: z.number().int(),
  stakeMinor: minorText,
  payoutMinor: minorText,
  /** The member's result: payouts less stakes (positive when the member won). */
  profitMinor: minorText,
});

export const teamProfit = defineCall({
  method: 'GET',
  path: '/wps/agent/team/profit',
  summary: 'Profit and loss per downline in a period and game category, read from the ledger postings',
  query: z
    .object({ ...period, category: teamCategory.default('all'), username: usernameText.optional(), ...pageParams })
    .strict(),
  answer: z.object({
    currencySymbol: z.string(),
    page: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
    totals: z.object({ stakeMinor: minorText, payoutMinor: minorText, profitMinor: minorText }),
    items: z.array(teamProfitRow),
  }),
  signedIn: true,
});

export const agentIncome = defineCall({
  method: 'GET',
  path: '/wps/agent/income',
  summary: "What the agent earned in a period, by source (the ledger's codes of agent pay)",
  query: z.object(period).strict(),
  answer: z.object({
    currencySymbol: z.string(),
    totalMinor: minorText,
    sources: z.array(z.object({ code: z.string(), payments: z.number().int(), amountMinor: minorText })),
  }),
  signedIn: true,
});

export const agentInvitation = defineCall({
  method: 'GET',
  path: '/wps/agent/invitation',
  summary: "The agent's invitation code and its registration link (the site shows it and its QR code)",
  query: z.object({ language: z.string().max(16).optional() }).strict(),
  answer: z.object({
    code: z.string(),
    /** The registration page in the call's language with the code, on the configured PUBLIC_URL (a site path without one). */
    link: z.string(),
  }),
  signedIn: true,
});

export const DOWNLINE_KINDS = ['member', 'agent'] as const;

/** The public form's payload, plus what the agent chooses: a member or an agent under them. */
export const downlineRegistration = registrationPayload.extend({ kind: z.enum(DOWNLINE_KINDS) }).strict();
export type DownlineRegistration = z.input<typeof downlineRegistration>;

export const registerDownline = defineCall({
  method: 'PUT',
  path: '/wps/agent/team/register',
  summary: 'The agent registers a member or agent directly under them, under the public form rules (E call)',
  body: sealedBody,
  sealed: downlineRegistration,
  answer: z.object({ username: z.string(), accountType: z.number().int(), upline: z.string() }),
  signedIn: true,
});

export const agentCalls = [
  agentAnnouncements,
  teamOverview,
  teamMembers,
  teamBetting,
  teamProfit,
  agentIncome,
  agentInvitation,
  registerDownline,
] as const;
