// The player's part of every round (issue 15): a client seed the server cannot know when it commits to its own
// seed. By default a fresh random one per round, drawn here in the browser; a player who wants to check the
// arithmetic by hand may fix one on the verify page. Kept in this origin's localStorage (the game pages and the
// verify page share it).

const KEY = 'vendor.clientSeed';
/** The server's rule too (engines/fairness.ts CLIENT_SEED). */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/** The seed the player fixed, if any. */
export function chosenSeed() {
  try {
    const value = window.localStorage.getItem(KEY);
    return value && CLIENT_SEED.test(value) ? value : null;
  } catch {
    return null; // storage refused (private mode, a sandboxed frame): every round gets a fresh seed
  }
}

/** 16 random bytes from the browser's CSPRNG, as hex. */
export function freshSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The client seed to send with the next bet. */
export function seedForRound() {
  return chosenSeed() ?? freshSeed();
}

/** Fixes the player's seed (true), or refuses a value outside the rule (false). */
export function chooseSeed(value) {
  if (!CLIENT_SEED.test(value)) return false;
  window.localStorage.setItem(KEY, value);
  return true;
}

/** Back to a fresh random seed per round. */
export function forgetSeed() {
  window.localStorage.removeItem(KEY);
}
