/** The player's avatar: read it (spec 7: GET /wps/member/info/icon) and save a choice. */
import { callContract } from '../api/client.ts';
import type { Avatar } from '../../../contract/rules/avatars.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const calls = () => import('../../../contract/calls/avatars.ts');

export const fetchAvatar = async () => callContract((await calls()).fetchAvatar);
export const saveAvatar = async (icon: Avatar) => callContract((await calls()).saveAvatar, { body: { icon } });
