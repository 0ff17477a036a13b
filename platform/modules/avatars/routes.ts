/**
 * The player's avatar (spec 7: GET /wps/member/info/icon, GET /wps/relay/MCSFE_getPlayerAvatar) and the call
 * that saves a choice (POST /wps/member/info/icon). Avatars are named from the committed set only; the answer
 * carries site paths, never absolute URLs.
 */
import type { FastifyInstance } from 'fastify';
import {
  fetchAvatar,
  fetchPlayerAvatar,
  saveAvatar as saveAvatarCall,
  type AvatarAnswer,
} from '../../../contract/calls/avatars.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { PlatformError, parseInput } from '../../http/envelope.ts';
import { requireMember, requireSession } from '../identity/index.ts';
import { AVATARS, avatarPath, isAvatar, type Avatar } from '../../../contract/rules/avatars.ts';
import { avatarOf, saveAvatar } from './repository.ts';

function iconAnswer(avatar: Avatar): AvatarAnswer {
  return {
    icon: avatar,
    url: avatarPath(avatar),
    choices: AVATARS.map((name) => ({ icon: name, url: avatarPath(name) })),
  };
}

export function avatarRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  // Any session (a trial account too): the header shows its avatar; only members may change it.
  wps.get('/member/info/icon', async (request) => {
    parseInput(request, fetchAvatar.query, request.query);
    const { member } = await requireSession(ctx, request);
    return answer(fetchAvatar, iconAnswer(await avatarOf(ctx.db, member.id)));
  });

  wps.get('/relay/MCSFE_getPlayerAvatar', async (request) => {
    parseInput(request, fetchPlayerAvatar.query, request.query);
    const { member } = await requireSession(ctx, request);
    const avatar = await avatarOf(ctx.db, member.id);
    return answer(fetchPlayerAvatar, { avatar: avatarPath(avatar), icon: avatar });
  });

  wps.post('/member/info/icon', async (request) => {
    const body = parseInput(request, saveAvatarCall.body, request.body);
    const { member } = await requireMember(ctx, request);
    if (!isAvatar(body.icon)) throw new PlatformError(400, 'avatar_unknown');
    await saveAvatar(ctx.db, member.id, body.icon, new Date(ctx.now()).toISOString());
    return answer(saveAvatarCall, iconAnswer(body.icon));
  });
}
