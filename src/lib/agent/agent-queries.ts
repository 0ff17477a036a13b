/** Query options of the agent centre (keys under ['agent']); money figures are never cached stale. */
import { queryOptions } from '@tanstack/react-query';
import {
  fetchAgentAnnouncements,
  fetchAgentIncome,
  fetchInvitation,
  fetchTeamBetting,
  fetchTeamMembers,
  fetchTeamOverview,
  fetchTeamProfit,
  type TeamCategory,
  type TeamMembersQuery,
} from './agent-calls.ts';

export const agentAnnouncementsQuery = (page: number) =>
  queryOptions({ queryKey: ['agent', 'announcements', page], queryFn: () => fetchAgentAnnouncements(page) });

export const teamOverviewQuery = (from: string, to: string) =>
  queryOptions({ queryKey: ['agent', 'overview', from, to], queryFn: () => fetchTeamOverview(from, to), staleTime: 0 });

export const teamMembersQuery = (query: TeamMembersQuery) =>
  queryOptions({
    queryKey: ['agent', 'members', query.parent ?? '', query.search ?? '', query.page ?? 1],
    queryFn: () => fetchTeamMembers({ ...query, size: 20 }),
    staleTime: 0,
  });

export const teamBettingQuery = (from: string, to: string, category: TeamCategory, page: number) =>
  queryOptions({
    queryKey: ['agent', 'betting', from, to, category, page],
    queryFn: () => fetchTeamBetting({ from, to, category, page, size: 20 }),
    staleTime: 0,
  });

export const teamProfitQuery = (from: string, to: string, category: TeamCategory, username: string, page: number) =>
  queryOptions({
    queryKey: ['agent', 'profit', from, to, category, username, page],
    queryFn: () => fetchTeamProfit({ from, to, category, page, size: 20, ...(username ? { username } : {}) }),
    staleTime: 0,
  });

export const agentIncomeQuery = (from: string, to: string) =>
  queryOptions({ queryKey: ['agent', 'income', from, to], queryFn: () => fetchAgentIncome(from, to), staleTime: 0 });

export const invitationQuery = () => queryOptions({ queryKey: ['agent', 'invitation'], queryFn: fetchInvitation });
