/** Mission calls of the site (contract/calls/missions.ts), each answer parsed by its declared schema. */
import { callContract } from '../api/client.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadMissions = () => import('../../../contract/calls/missions.ts');

export type { MissionState } from '../../../contract/calls/missions.ts';

export const fetchMissionSummary = async () => callContract((await loadMissions()).missionSummary);

export const sendClaimMission = async (missionId: number) =>
  callContract((await loadMissions()).claimMission, { body: { missionId } });

export const fetchMissionLeaderboard = async (period: 'daily' | 'weekly') =>
  callContract((await loadMissions()).missionLeaderboard, { query: { period } });
