// The game chrome in the browser (page from platform/vendor/chrome/game-page.ts): sound button, the "Provably fair"
// panel with its client-seed form, bet steppers, the balance and the win, the result banner, and one round's
// flow. A game's script brings its bet and how it presents the server's answer; the outcome is never drawn here.
import { countUpMinor, countUpMs, winTier } from './count-up.js';
import { seedForRound } from './client-seed.js';
import { localDigits } from './local-digits.js';
import { announceSettled, formatMinor } from './round-client.js';
import { play, setSoundOn, soundOn } from './sound.js';
import './seed-form.js';

const root = document.getElementById('game');
/** The page's words and the round's session (data-* attributes of #game). */
export const words = root.dataset;
export const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** Digits in the page's language (the site's one rule, contract/rules/digits.ts). */
export const local = (text) => localDigits(text, words.lang);
export { formatMinor, play };

const balance = document.getElementById('balance');
const win = document.getElementById('win');
const banner = document.getElementById('result-banner');
const message = document.getElementById('message');
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const pause = (ms) => (reducedMotion ? Promise.resolve() : wait(ms));

// Sound: off until the player turns it on; the choice is kept for every game (assets/sound.js).
const soundButton = document.getElementById('sound');
soundButton.setAttribute('aria-pressed', String(soundOn()));
soundButton.addEventListener('click', () => {
  const on = soundButton.getAttribute('aria-pressed') !== 'true';
  setSoundOn(on);
  soundButton.setAttribute('aria-pressed', String(on));
  play('click');
});

// "Provably fair": a modal panel (focus stays inside; Esc closes it), closed by its button or a tap outside.
const panel = document.getElementById('fairness');
document.getElementById('fair-open').addEventListener('click', () => panel.showModal());
document.getElementById('fair-close').addEventListener('click', () => panel.close());
panel.addEventListener('click', (event) => {
  if (event.target === panel) panel.close();
});

// Steppers: − and + walk the select's options; the ends disable their button.
function syncSteppers() {
  for (const button of document.querySelectorAll('.step')) {
    const select = document.getElementById(button.dataset.for);
    const next = select.selectedIndex + Number(button.dataset.step);
    button.disabled = select.disabled || next < 0 || next >= select.options.length;
  }
}
for (const button of document.querySelectorAll('.step')) {
  button.addEventListener('click', () => {
    const select = document.getElementById(button.dataset.for);
    select.selectedIndex += Number(button.dataset.step);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    play('chip');
  });
}
document.addEventListener('change', syncSteppers);
for (const chip of document.querySelectorAll('.chip input')) chip.addEventListener('change', () => play('chip'));

/** Counts an <output> from one amount to another (minor units), in ৳ figures; a newer count on it wins. */
const counting = new Map();
export function countTo(output, fromMinor, toMinor, ms) {
  const token = {};
  counting.set(output, token);
  if (ms <= 0 || reducedMotion) {
    output.textContent = formatMinor(String(toMinor));
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    let lastTick = 0;
    const frame = (now) => {
      if (counting.get(output) !== token) return resolve();
      const progress = Math.min(1, (now - start) / ms);
      output.textContent = formatMinor(String(countUpMinor(fromMinor, toMinor, progress)));
      if (now - lastTick > 90 && progress < 1) {
        lastTick = now;
        play('coin');
      }
      if (progress < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

/** A few coins thrown from the banner for a big win (transform and opacity only: the compositor moves them). */
function coinBurst(count) {
  if (reducedMotion) return;
  const burst = document.createElement('div');
  burst.className = 'coin-burst';
  burst.setAttribute('aria-hidden', 'true');
  const stage = banner.parentElement;
  stage.append(burst);
  for (let i = 0; i < count; i += 1) {
    const coin = document.createElement('i');
    burst.append(coin);
    const angle = (i / count) * Math.PI * 2;
    const reach = 90 + (i % 3) * 45;
    coin.animate(
      [
        { transform: 'translate(0,0) scale(.4)', opacity: 1 },
        {
          transform: `translate(${Math.cos(angle) * reach}px,${Math.sin(angle) * reach - 40}px) scale(1)`,
          opacity: 1,
          offset: 0.55,
        },
        {
          transform: `translate(${Math.cos(angle) * reach * 1.2}px,${Math.sin(angle) * reach + 160}px) scale(.8)`,
          opacity: 0,
        },
      ],
      { duration: 1300, easing: 'cubic-bezier(.2,.7,.4,1)', delay: (i % 4) * 40 },
    );
  }
  setTimeout(() => burst.remove(), 1600);
}

let bannerTimer = 0;
export function hideBanner() {
  clearTimeout(bannerTimer);
  banner.classList.remove('show');
}
banner.parentElement.addEventListener('click', hideBanner);

/**
 * The result moment: a banner over the stage with the outcome in words and the win counting up (or "No win").
 * `title` overrides the heading (e.g. "Banker wins"); `detail` is a second line.
 */
export function showResult({ winMinor, betMinor, title, detail = '' }) {
  const tier = winTier(winMinor, betMinor);
  const won = tier !== 'none';
  banner.classList.toggle('win', won);
  banner.classList.toggle('lose', !won);
  banner.classList.toggle('big', tier === 'big' || tier === 'mega');
  banner.querySelector('.banner-title').textContent =
    title ?? (won ? (tier === 'win' ? words.youWin : words.bigWin) : words.noWin);
  const amount = banner.querySelector('.banner-amount');
  banner.querySelector('.banner-detail').textContent = detail;
  amount.textContent = won ? `৳${formatMinor('0')}` : '';
  banner.classList.add('show');
  clearTimeout(bannerTimer);
  const ms = countUpMs(winMinor, betMinor);
  if (won) {
    play(tier === 'win' ? 'win' : 'big');
    if (tier !== 'win') coinBurst(tier === 'mega' ? 18 : 10);
    // The banner's figure counts with the bottom bar's win.
    const figure = document.createElement('output');
    amount.replaceChildren('৳', figure);
    void countTo(figure, 0n, winMinor, ms);
  } else play('lose');
  bannerTimer = setTimeout(hideBanner, (won ? 2600 : 1600) + ms);
}

/** The revealed seed of the round just played, the player's client seed, its verify link and the next hash. */
export function showSeeds(answer) {
  document.getElementById('last-seed').textContent = answer.serverSeed;
  document.getElementById('last-client-seed').textContent = answer.clientSeed;
  const link = document.getElementById('verify-link');
  link.href = answer.verifyUrl;
  link.hidden = false;
  document.getElementById('next-hash').textContent = answer.nextSeedHash;
}

/** The balance as the round has it: with the bet taken while the round plays, then with the win counted in. */
export function showBalance(minor) {
  counting.delete(balance);
  balance.textContent = formatMinor(String(minor));
}

/** The stake of the next round, beside the balance. */
export function showBet(minor) {
  const bet = document.getElementById('bet');
  if (bet) bet.textContent = formatMinor(String(minor));
}

/** Every control of the bottom bar (and any the game marks .round-control) on or off while a round plays. */
function lockControls(locked) {
  for (const control of document.querySelectorAll(
    '.controls button, .controls select, .controls input, .round-control',
  )) {
    control.disabled = locked;
  }
  if (!locked) syncSteppers();
}

/**
 * Wires `button` to play a round: `bet()` gives the bet's fields; `start()` may begin an animation while the
 * answer is awaited (spinning reels); `present(answer)` shows the server's outcome (it may take time, e.g. reels
 * stopping) and returns the banner's words ({ title, detail }) or nothing. Then the balance, the win, the result
 * banner and the seeds follow, and the site around the game hears that money moved.
 */
export function playRound({ button, bet, start, present, stop }) {
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    lockControls(true);
    button.setAttribute('aria-busy', 'true');
    message.textContent = '';
    hideBanner();
    counting.clear();
    win.textContent = formatMinor('0');
    const started = start?.();
    try {
      const response = await fetch('round', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: words.session, lang: words.lang, clientSeed: seedForRound(), ...bet() }),
      });
      const answer = await response.json();
      if (!response.ok) {
        await stop?.();
        message.textContent = answer.message;
        return;
      }
      // The bet leaves the balance as the round starts; the win comes in once it is shown.
      const before = BigInt(answer.balanceMinor) - BigInt(answer.winMinor);
      showBalance(before);
      await started;
      const said = (await present(answer)) ?? {};
      showSeeds(answer);
      const ms = countUpMs(answer.winMinor, answer.betMinor);
      void countTo(win, 0n, answer.winMinor, ms);
      void countTo(balance, before, answer.balanceMinor, ms);
      showResult({ winMinor: answer.winMinor, betMinor: answer.betMinor, ...said });
      announceSettled();
    } catch {
      await stop?.();
      message.textContent = '…';
    } finally {
      busy = false;
      button.removeAttribute('aria-busy');
      lockControls(false);
    }
  };
  button.addEventListener('click', run);
  // The page draws the button disabled: a click before this script ran would have done nothing.
  lockControls(false);
  return run;
}

export { wait };
