/**
 * In development the site's Firebase SDK talks to the Auth emulator through this server's own origin: the
 * page's Content-Security-Policy then needs no development address, and production keeps only Google's.
 * Registered only when FIREBASE_AUTH_EMULATOR_HOST is set (the platform refuses that setting in production).
 */
import type { FastifyInstance } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';

/** The emulator's REST paths the web SDK calls (the API host's name is the first path segment). */
const EMULATOR_PREFIXES = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator/auth'];

export async function relayFirebaseEmulator(app: FastifyInstance, emulatorHost: string | undefined): Promise<void> {
  if (!emulatorHost) return;
  for (const prefix of EMULATOR_PREFIXES) {
    await app.register(fastifyHttpProxy, { upstream: `http://${emulatorHost}`, prefix, rewritePrefix: prefix });
  }
}
