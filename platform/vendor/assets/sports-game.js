// The sports games in the browser: sends the pick and the stake, then plays the match the server settled — the
// clock runs to full time and each event (its time drawn by the server too) lands on the score board. Nothing
// here is random: the browser only replays the answer, and the balance and seed show once the match is over.
import { localDigits } from './local-digits.js';
import { formatMinor, playOnClick } from './round-client.js';

const words = document.getElementById('game').dataset;
const score = document.getElementById('score');
const clock = document.getElementById('clock');
const events = document.getElementById('events');
const result = document.getElementById('result');
const possible = document.getElementById('possible');
const PLAY_MS = 2400;
const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const picked = (name) => document.querySelector(`input[name="${name}"]:checked`).value;

/** Stake × odds in minor units, by BigInt: the same exact sum the server pays. */
function showPossibleReturn() {
  const odds = document.querySelector(`#pick-${picked('selection')} .pick-odds`).dataset.odds;
  possible.textContent = formatMinor(String((BigInt(picked('stake')) * BigInt(odds)) / 100n));
}
document.querySelectorAll('input[name="selection"], input[name="stake"]').forEach((input) => {
  input.addEventListener('change', showPossibleReturn);
});

function eventItem(event) {
  const item = document.createElement('li');
  item.className = event.side;
  item.textContent = `${localDigits(event.time, words.lang)}${words.unit} ${words.event}`;
  // The column shows whose event it is; a screen reader hears the name.
  const side = document.createElement('span');
  side.className = 'sr-only';
  side.textContent = ` — ${words[event.side]}`;
  item.append(side);
  return item;
}

/** Runs the clock from 0 to full time, adding each event as its time passes; resolves at the whistle. */
function playOut(match) {
  const full = Number(words.clock);
  let shown = 0;
  let home = 0;
  let away = 0;
  const upTo = (time) => {
    while (shown < match.events.length && match.events[shown].time <= time) {
      const event = match.events[shown];
      if (event.side === 'home') home += 1;
      else away += 1;
      events.append(eventItem(event));
      shown += 1;
    }
    // Score and clock in the page's digits (the digit rule, local-digits.js).
    score.textContent = localDigits(`${home} – ${away}`, words.lang);
    clock.textContent = `${localDigits(time, words.lang)}${words.unit}`;
  };
  if (reducedMotion) {
    upTo(full);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const tick = (now) => {
      const time = Math.min(full, Math.floor(((now - start) / PLAY_MS) * full));
      upTo(time);
      if (time < full) requestAnimationFrame(tick);
      else resolve();
    };
    requestAnimationFrame(tick);
  });
}

async function showMatch(answer) {
  const { match, selection } = answer.outcome;
  document.querySelectorAll('.pick.won').forEach((pick) => {
    pick.classList.remove('won');
  });
  events.replaceChildren();
  result.textContent = words.inPlay;
  await playOut(match);
  clock.textContent = words.fullTime;
  document.getElementById(`pick-${match.result}`).classList.add('won');
  const outcome = match.result === 'draw' ? words.draw : `${words.winner}: ${words[match.result]}`;
  result.textContent = `${outcome} · ${selection === match.result ? words.won : words.lost}`;
}

playOnClick(
  document.getElementById('place'),
  () => ({ selection: picked('selection'), stakeMinor: picked('stake') }),
  showMatch,
);
