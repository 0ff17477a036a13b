/** Agent centre calls (contract/calls/agent.ts); the contract's schemas load with the first call, not with the page. */
import { callContract } from '../api/client.ts';
import type { DownlineRegistration, TeamCategory } from '../../../contract/calls/agent.ts';

const loadAgent = () => import('../../../contract/calls/agent.ts');
const sealed = () => import('../api/encrypted.ts');

/** The queries as the site sends them (the contract's coerce page numbers from text). */
export type TeamMembersQuery = {
  parent?: string;
  search?: string;
  page?: number;
  size?: number;
};
export type TeamReportQuery = {
  from: string;
  to: string;
  category?: TeamCategory;
  username?: string;
  page?: number;
  size?: number;
};
export type { TeamCategory, TeamMember, DownlineRegistration } from '../../../contract/calls/agent.ts';

export const fetchAgentAnnouncements = async (page: number) =>
  callContract((await loadAgent()).agentAnnouncements, { query: { page, pageSize: 9 } });

export const fetchTeamOverview = async (from: string, to: string) =>
  callContract((await loadAgent()).teamOverview, { query: { from, to } });

export const fetchTeamMembers = async (query: TeamMembersQuery) =>
  callContract((await loadAgent()).teamMembers, { query });

export const fetchTeamBetting = async (query: Omit<TeamReportQuery, 'username'>) =>
  callContract((await loadAgent()).teamBetting, { query });

export const fetchTeamProfit = async (query: TeamReportQuery) =>
  callContract((await loadAgent()).teamProfit, { query });

export const fetchAgentIncome = async (from: string, to: string) =>
  callContract((await loadAgent()).agentIncome, { query: { from, to } });

export const fetchInvitation = async () => callContract((await loadAgent()).agentInvitation);

export const registerDownline = async (payload: DownlineRegistration) =>
  (await sealed()).callSealed((await loadAgent()).registerDownline, payload);
