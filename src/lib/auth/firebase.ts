/**
 * Firebase sign-in for the login and registration forms. The SDK (about 100 KB) is imported only when a
 * visitor uses a Firebase sign-in, never with a page. The web config comes from the platform, so a project
 * change needs no rebuild; with the Auth emulator configured, the SDK reaches it through this site's origin.
 * Firebase's own session is kept in memory only: the platform's session is the one that counts.
 */
import type { Auth, ConfirmationResult } from 'firebase/auth';
import { callContract } from '../api/client.ts';
import { firebaseProblem } from './firebase-errors.ts';

// Sealing (crypto-js and the body key) loads with the first sealed call, like the contract's declarations.
const sealed = () => import('../api/encrypted.ts');
// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadAccounts = () => import('../../../contract/calls/accounts.ts');

let started: Promise<Auth> | undefined;

async function start(): Promise<Auth> {
  const [config, { initializeApp }, sdk] = await Promise.all([
    callContract((await loadAccounts()).fetchFirebaseConfig),
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = sdk.initializeAuth(app, {
    persistence: sdk.inMemoryPersistence,
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
  if (config.emulator) {
    sdk.connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
    // The emulator checks no reCAPTCHA; this skips loading Google's script, which development need not reach.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return auth;
}

function firebaseAuth(): Promise<Auth> {
  started ??= start().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

/** Opens the platform session for a Firebase sign-in. */
export const loginWithIdToken = async (idToken: string) =>
  (await sealed()).callSealed((await loadAccounts()).firebaseLogin, { idToken });

export type SocialProvider = 'google' | 'facebook';

/** Google or Facebook in a popup; answers the Firebase ID token. */
export async function signInWithProvider(which: SocialProvider): Promise<string> {
  try {
    const auth = await firebaseAuth();
    const sdk = await import('firebase/auth');
    const provider = which === 'google' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider();
    const { user } = await sdk.signInWithPopup(auth, provider);
    return await user.getIdToken();
  } catch (error) {
    throw firebaseProblem(error);
  }
}

/**
 * Sends a code by Firebase phone auth behind an invisible reCAPTCHA placed in `container`; answers a
 * function that exchanges the typed code for a Firebase ID token.
 */
export async function sendPhoneCode(e164: string, container: HTMLElement): Promise<(code: string) => Promise<string>> {
  let confirmation: ConfirmationResult;
  try {
    const auth = await firebaseAuth();
    const sdk = await import('firebase/auth');
    const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
    try {
      confirmation = await sdk.signInWithPhoneNumber(auth, e164, verifier);
    } finally {
      verifier.clear();
    }
  } catch (error) {
    throw firebaseProblem(error);
  }
  return async (code: string) => {
    try {
      const { user } = await confirmation.confirm(code);
      return await user.getIdToken();
    } catch (error) {
      throw firebaseProblem(error);
    }
  };
}
