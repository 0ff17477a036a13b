// Shared by the table and fishing pages: posts one round and shows the parts every round answer has. The browser
// never draws anything: the outcome comes from the server's committed seed, shown as a hash before each round.

import { localDigits } from './local-digits.js';
import { seedForRound } from './client-seed.js';

/**
 * '1234' minor units → '12.34' (Bengali digits on a Bengali page, the site's rule), by string work only, so money
 * never passes through a float.
 */
export function formatMinor(text) {
  const digits = text.padStart(3, '0');
  return localDigits(`${digits.slice(0, -2)}.${digits.slice(-2)}`, document.documentElement.lang);
}

/** Balance, win, the revealed seed with the player's client seed, its verify link and the next round's hash. */
export function showSettled(answer) {
  document.getElementById('balance').textContent = formatMinor(answer.balanceMinor);
  document.getElementById('win').textContent = formatMinor(answer.winMinor);
  document.getElementById('last-seed').textContent = answer.serverSeed;
  document.getElementById('last-client-seed').textContent = answer.clientSeed;
  const link = document.getElementById('verify-link');
  link.href = answer.verifyUrl;
  link.hidden = false;
  document.getElementById('next-hash').textContent = answer.nextSeedHash;
}

/**
 * Tells the site around the game (same origin: the page may only be framed by it) that money moved, so its header
 * fetches the balance again. Only a nudge: the site asks the platform, it takes no figure from the frame.
 */
export function announceSettled() {
  if (window.parent !== window) window.parent.postMessage({ type: 'vendor:round-settled' }, window.location.origin);
}

/**
 * Wires `button` to post the bet that `readBet` gives; `show` draws the game's own part of a settled answer (it may
 * return a promise, e.g. while a match plays out: the balance and the seed are revealed after it).
 */
export function playOnClick(button, readBet, show) {
  const words = document.getElementById('game').dataset;
  const message = document.getElementById('message');
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    message.textContent = '';
    try {
      const response = await fetch('round', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: words.session, lang: words.lang, clientSeed: seedForRound(), ...readBet() }),
      });
      const answer = await response.json();
      if (response.ok) {
        await show(answer);
        showSettled(answer);
        announceSettled();
      } else message.textContent = answer.message;
    } catch {
      message.textContent = '…';
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  });
  // The page draws the button disabled: a click before this script ran would have done nothing.
  button.disabled = false;
}
