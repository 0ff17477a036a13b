/**
 * The player's avatar (spec 7: GET /wps/member/info/icon, GET /wps/relay/MCSFE_getPlayerAvatar) and saving a
 * choice. Avatars are named from the committed set; the answers carry site paths, never absolute URLs.
 */
import { z } from '../zod.ts';
import { AVATARS } from '../rules/avatars.ts';
import { defineCall } from '../call.ts';
import { languageQuery } from './language-query.ts';

const avatar = z.enum(AVATARS);

export const avatarAnswer = z.object({
  icon: avatar,
  url: z.string(),
  choices: z.array(z.object({ icon: avatar, url: z.string() })),
});
export type AvatarAnswer = z.infer<typeof avatarAnswer>;

export const fetchAvatar = defineCall({
  method: 'GET',
  path: '/wps/member/info/icon',
  summary: "The session's avatar and the choices",
  query: languageQuery,
  answer: avatarAnswer,
  signedIn: true,
});

export const fetchPlayerAvatar = defineCall({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  summary: "The session's avatar as a site path",
  query: languageQuery,
  answer: z.object({ avatar: z.string(), icon: avatar }),
  signedIn: true,
});

export const avatarChoice = z.object({ icon: z.string().max(32) }).strict();

export const saveAvatar = defineCall({
  method: 'POST',
  path: '/wps/member/info/icon',
  summary: "Save a member's avatar choice",
  body: avatarChoice,
  answer: avatarAnswer,
  signedIn: true,
});

export const avatarsCalls = [fetchAvatar, fetchPlayerAvatar, saveAvatar] as const;
