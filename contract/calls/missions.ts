/**
 * Missions on /lgw (spec 7, lottery gateway: "mission summary and leaderboard (token)"; spec 2: missionLeaderboard
 * with a badge of the open-mission count). Daily and weekly missions set by the merchant, measured in the player's
 * day (Asia/Dhaka) or ISO week; a completed mission's reward is claimed once per period. Money travels as decimal
 * strings of minor units; a mission's target is minor units (deposit, bet), rounds, or consecutive login days.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery, minorText } from '../money.ts';

export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const MISSION_KINDS = ['deposit', 'bet', 'rounds', 'login'] as const;

const periodWindow = z.object({ key: z.string(), endsAt: z.string() });

export const missionState = z.object({
  id: z.number().int().positive(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** The game category a bet or rounds mission counts; null: any game. */
  category: z.string().nullable(),
  /** The category's name in the page's language. */
  categoryName: z.string().nullable(),
  target: minorText,
  /** The measure of the current period, capped at the target. */
  progress: minorText,
  percent: z.number().int().min(0).max(100),
  done: z.boolean(),
  claimed: z.boolean(),
  claimable: z.boolean(),
  rewardMinor: minorText,
  /** The current period (a player day, or an ISO week like 2026-W47) and when it ends. */
  periodKey: z.string(),
  periodEndsAt: z.string(),
});
export type MissionState = z.infer<typeof missionState>;

export const missionSummaryAnswer = z.object({
  currencySymbol: z.string(),
  periods: z.object({ daily: periodWindow, weekly: periodWindow }),
  /** Completed missions not claimed yet: the menu item's badge. */
  openCount: z.number().int().min(0),
  missions: z.array(missionState),
});
export type MissionSummary = z.infer<typeof missionSummaryAnswer>;

export const missionSummary = defineCall({
  method: 'GET',
  path: '/lgw/mission/summary',
  summary: "Missions: every open daily and weekly mission with the member's progress in its current period",
  query: languageQuery,
  answer: missionSummaryAnswer,
  signedIn: true,
});

export const claimMission = defineCall({
  method: 'POST',
  path: '/lgw/mission/claim',
  summary: "Claim a completed mission's reward: paid once per member, mission and period to the main wallet",
  body: z.object({ missionId: z.number().int().positive().max(2_147_483_647) }).strict(),
  answer: z.object({ claimedMinor: minorText, summary: missionSummaryAnswer }),
  signedIn: true,
});

export const missionLeaderboardAnswer = z.object({
  currencySymbol: z.string(),
  period: z.enum(MISSION_PERIODS),
  periodKey: z.string(),
  periodEndsAt: z.string(),
  /** The top members by missions claimed in the period, then reward; names masked. */
  rows: z.array(
    z.object({
      rank: z.number().int().positive(),
      name: z.string(),
      missions: z.number().int().min(0),
      rewardMinor: minorText,
      /** The signed-in member's own row. */
      me: z.boolean(),
    }),
  ),
  /** The signed-in member's own place and figures, inside the top rows or not; rank null: nothing claimed yet. */
  mine: z.object({
    rank: z.number().int().positive().nullable(),
    missions: z.number().int().min(0),
    rewardMinor: minorText,
  }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardAnswer>;

export const missionLeaderboard = defineCall({
  method: 'GET',
  path: '/lgw/mission/leaderboard',
  summary: 'The mission leaderboard of the current day or week: members by missions completed and claimed',
  query: languageQuery.extend({ period: z.enum(MISSION_PERIODS).optional() }).strict(),
  answer: missionLeaderboardAnswer,
  signedIn: true,
});

export const missionCalls = [missionSummary, claimMission, missionLeaderboard] as const;
