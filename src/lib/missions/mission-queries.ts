/** Query options for missions (keys under ['missions']). */
import { queryOptions } from '@tanstack/react-query';
import { fetchMissionLeaderboard, fetchMissionSummary } from './mission-calls.ts';

/** Asked fresh whenever the page opens: progress moves with every deposit and settled bet. */
export const missionSummaryQuery = () =>
  queryOptions({ queryKey: ['missions', 'summary'], queryFn: fetchMissionSummary, staleTime: 0 });

export const missionLeaderboardQuery = (period: 'daily' | 'weekly') =>
  queryOptions({
    queryKey: ['missions', 'leaderboard', period],
    queryFn: () => fetchMissionLeaderboard(period),
    staleTime: 0,
  });
