// A slot in the browser: spins the reels while the server plays the round, stops them one after another on the
// server's stops (the real strips run past, so what lands is what the strip holds), draws each winning line across
// the reels and lets the win count up. The browser draws nothing of the outcome: it comes from the committed seed.
import { formatMinor, local, pause, play, playRound, reducedMotion, showBet, words } from './chrome.js';
import { linePoints, lineColour, stripRun, winningCells } from './win-lines.js';

const SYMBOLS = words.symbols.split(',');
const NAMES = JSON.parse(words.names);
const STRIPS = JSON.parse(words.strips);
const PAYLINES = JSON.parse(words.paylines);
const reelsBox = document.getElementById('reels');
const reels = [...reelsBox.querySelectorAll('.reel')];
const paylines = document.getElementById('paylines');
const ticker = document.getElementById('ticker');
const list = document.getElementById('lines');
const SVG = 'http://www.w3.org/2000/svg';
// Each spinning reel loops this many cells (twice over, for a seamless loop); a stopping reel runs past RUN cells.
const LOOP = 6;
const RUN = 14;
let cycle = 0;

function picture(name, label = true) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  if (label) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', NAMES[name]);
  } else svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `#sym-${name}`);
  svg.append(use);
  return svg;
}

function cells(names, label) {
  return names.map((name) => {
    const box = document.createElement('div');
    box.className = 'cell';
    box.append(picture(name, label));
    return box;
  });
}

function clearWins() {
  clearInterval(cycle);
  reelsBox.classList.remove('has-win');
  for (const cell of reelsBox.querySelectorAll('.cell.win')) cell.classList.remove('win');
  paylines.replaceChildren();
  ticker.replaceChildren();
}

/** Every reel spins (a loop of its own strip) until the answer stops it. */
function startSpin() {
  clearWins();
  play('spin');
  if (reducedMotion) return;
  reels.forEach((reel, r) => {
    const run = stripRun(STRIPS[r], (r * 7) % STRIPS[r].length, LOOP).map((i) => SYMBOLS[i]);
    reel.querySelector('.strip').replaceChildren(...cells([...run, ...run], false));
    reel.classList.add('spinning');
  });
}

/** Lands reel `r` on `stop`: the strip runs down past RUN symbols and settles with a small bounce. */
async function stopReel(r, stop) {
  const reel = reels[r];
  const strip = reel.querySelector('.strip');
  const run = stripRun(STRIPS[r], stop, RUN + 3).map((i) => SYMBOLS[i]);
  const landing = cells(run.slice(0, 3), true);
  strip.replaceChildren(...landing, ...cells(run.slice(3), false));
  reel.classList.remove('spinning');
  if (!reducedMotion) {
    const from = (-RUN / (RUN + 3)) * 100;
    const animation = strip.animate(
      [
        { transform: `translateY(${from}%)` },
        { transform: 'translateY(1.6%)', offset: 0.86 },
        { transform: 'translateY(0)' },
      ],
      { duration: 430, easing: 'cubic-bezier(.25,.6,.3,1)' },
    );
    await animation.finished;
  }
  // Only the three landed cells stay: nothing off screen for the next paint to carry.
  strip.replaceChildren(...landing);
  play('stop');
}

function cellAt(reel, row) {
  return reels[reel].querySelectorAll('.cell')[row];
}

/** One win in words and pictures: "Line 3 [pic][pic][pic] ৳1.20". */
function tickerLine(win) {
  const mark = document.createElement('span');
  mark.className = 'mark';
  mark.style.background = win.line ? lineColour(win.line) : 'var(--gold)';
  mark.textContent = win.line ? `${words.line} ${local(win.line)}` : words.scatter;
  const pictures = Array.from({ length: win.count }, () => picture(win.symbol, false));
  const amount = document.createElement('span');
  amount.textContent = `৳${formatMinor(win.winMinor)}`;
  ticker.replaceChildren(mark, ...pictures, amount);
}

function showWins(answer) {
  const { grid, lineWins } = answer;
  const { scatterCount, scatterWinMinor } = answer.outcome;
  const scatterPaid = BigInt(scatterWinMinor) > 0n;
  const lit = winningCells(grid, lineWins, PAYLINES, 'SCATTER', scatterPaid);
  const wins = [...lineWins];
  if (scatterPaid) wins.push({ line: 0, symbol: 'SCATTER', count: scatterCount, winMinor: scatterWinMinor });
  list.replaceChildren(
    ...(wins.length ? wins : [null]).map((win) => {
      const item = document.createElement('li');
      item.textContent = !win
        ? words.noLines
        : `${win.line ? `${words.line} ${local(win.line)}` : words.scatter}: ${local(win.count)} × ${NAMES[win.symbol]} — ৳${formatMinor(win.winMinor)}`;
      return item;
    }),
  );
  if (!wins.length) return;
  reelsBox.classList.add('has-win');
  for (const key of lit) {
    const [reel, row] = key.split(':').map(Number);
    cellAt(reel, row).classList.add('win');
  }
  const lines = lineWins.map((win) => {
    const line = document.createElementNS(SVG, 'polyline');
    line.setAttribute('class', 'payline');
    line.setAttribute('points', linePoints(PAYLINES[win.line - 1]));
    line.setAttribute('pathLength', '1');
    line.setAttribute('stroke', lineColour(win.line));
    return line;
  });
  paylines.replaceChildren(...lines);
  // Each win in turn in the ticker, its line brought forward.
  let shown = 0;
  const step = () => {
    const win = wins[shown % wins.length];
    lines.forEach((line, i) => {
      line.classList.toggle('dim', wins.length > 1 && lineWins[i] !== win);
    });
    tickerLine(win);
    shown += 1;
  };
  step();
  if (wins.length > 1) cycle = setInterval(step, 1500);
}

async function present(answer) {
  const stops = answer.outcome.stops;
  lastStops = stops;
  for (let r = 0; r < reels.length; r += 1) {
    await stopReel(r, stops[r]);
    await pause(60);
  }
  showWins(answer);
}

const lineBet = document.getElementById('line-bet');
// The spin's stake is the line bet on every line, in integers like the server's.
lineBet.addEventListener('change', () => showBet(BigInt(lineBet.value) * BigInt(words.lines)));
let lastStops = JSON.parse(words.stops);

const spinButton = document.getElementById('spin');
playRound({
  button: spinButton,
  bet: () => ({ lineBetMinor: lineBet.value }),
  start: async () => {
    startSpin();
    // A short spin even on a quick answer: the reels are seen to move before they stop.
    await pause(550);
  },
  present,
  stop: async () => {
    // A refused bet: the reels settle back where they were, nothing landed.
    for (let r = 0; r < reels.length; r += 1) await stopReel(r, lastStops[r]);
  },
});
