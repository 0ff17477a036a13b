/** Firebase calls: login with an ID token (E body, like /wps/session/login) and the web config the site needs. */
import type { FastifyInstance } from 'fastify';
import { fetchFirebaseConfig, firebaseLogin as firebaseLoginCall } from '../../../contract/calls/accounts.ts';
import type { PlatformContext } from '../../context.ts';
import { answer } from '../../http/answer.ts';
import { parseInput } from '../../http/envelope.ts';
import { setSessionCookie } from '../identity/index.ts';
import { firebaseLogin } from './firebase-login.ts';

export function firebaseRoutes(wps: FastifyInstance, ctx: PlatformContext): void {
  wps.post('/session/login/firebase', async (request, reply) => {
    const { idToken } = parseInput(request, firebaseLoginCall.sealed, await ctx.bodies.open(request.body));
    const result = await firebaseLogin(ctx, idToken, request.ip, (reason) =>
      request.log.info({ reason }, 'firebase token refused'),
    );
    setSessionCookie(ctx, reply, result.token, result.remembered);
    return answer(firebaseLoginCall, result);
  });

  // What the site's Firebase SDK is started with; none of it is secret. `emulator` tells it to use the
  // Auth emulator, which the site server then relays on its own origin (src/server/firebase-emulator.ts).
  wps.get('/system/firebase', async () => {
    const { projectId, apiKey, authDomain, emulatorHost } = ctx.config.firebase;
    return answer(fetchFirebaseConfig, { projectId, apiKey, authDomain, emulator: emulatorHost !== undefined });
  });
}
