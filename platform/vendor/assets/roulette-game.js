// European Roulette in the browser: chips on numbers and outside bets; in the split, street, corner and line modes
// a tap picks numbers until they name one bet of that kind. Spin turns the wheel and runs the ball the other way
// until it drops into the pocket the server drew. The pocket comes from the server's answer only.
import { formatMinor, local, pause, play, reducedMotion, words } from './chrome.js';
import { tableBoard } from './table-board.js';
import { playTable } from './table-round.js';

const SPOTS = JSON.parse(words.spots).map(([id, kind, numbers]) => ({ id, kind, numbers }));
const BY_ID = new Map(SPOTS.map((spot) => [spot.id, spot]));
const ORDER = JSON.parse(words.order);
const KINDS = JSON.parse(words.kinds);
const RED = new Set(BY_ID.get('red').numbers);
const MODES = {
  straight: ['straight'],
  split: ['split'],
  street: ['street', 'trio'],
  corner: ['corner', 'first-four'],
  line: ['six-line'],
};
const cells = new Map([...document.querySelectorAll('.num')].map((cell) => [Number(cell.dataset.n), cell]));
const list = document.getElementById('bet-list');
const message = document.getElementById('message');

/** "Split 17·20", "Red", "Dozen 13–24": a bet's name in the page's words and digits. */
function betName(spot) {
  if (spot.kind === 'straight') return local(String(spot.numbers[0]));
  if (spot.kind === 'dozen' || spot.kind === 'column') {
    const first = spot.numbers[0];
    return `${KINDS[spot.kind]} ${local(spot.kind === 'dozen' ? `${first}–${first + 11}` : String(first))}`;
  }
  if (spot.numbers.length >= 18) return KINDS[spot.kind];
  return `${KINDS[spot.kind]} ${local(spot.numbers.join('·'))}`;
}

function renderBets(bets) {
  const covered = new Set();
  const items = [...bets].map(([id, stake]) => {
    const spot = BY_ID.get(id);
    if (spot.numbers.length <= 6) for (const n of spot.numbers) covered.add(n);
    const item = document.createElement('li');
    item.dataset.spot = id;
    const name = document.createElement('span');
    name.textContent = betName(spot);
    const amount = document.createElement('b');
    amount.textContent = `৳${formatMinor(String(stake))}`;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'round-control';
    remove.textContent = '×';
    remove.setAttribute('aria-label', `${words.remove}: ${betName(spot)}`);
    remove.addEventListener('click', () => board.remove(id));
    item.append(name, amount, remove);
    return item;
  });
  if (items.length === 0) {
    const none = document.createElement('li');
    none.className = 'none';
    none.textContent = words.noBets;
    items.push(none);
  }
  list.replaceChildren(...items);
  for (const [n, cell] of cells) cell.classList.toggle('covered', covered.has(n));
}

const board = tableBoard({ maxSpots: Number(words.maxSpots), onChange: renderBets });

// Picking a bet of several numbers: each tap narrows the bets of the mode's kinds that hold every number tapped;
// when one is left it takes the chip. A tap that fits none starts a new pick from that number.
let picked = [];
const mode = () => document.querySelector('input[name="mode"]:checked').value;
function showPicked() {
  for (const [n, cell] of cells) cell.classList.toggle('picked', picked.includes(n));
}
function tapNumber(n) {
  const kinds = MODES[mode()];
  const fitting = (numbers) =>
    SPOTS.filter((spot) => kinds.includes(spot.kind) && numbers.every((x) => spot.numbers.includes(x)));
  let numbers = picked.includes(n) ? picked : [...picked, n];
  let found = fitting(numbers);
  if (found.length === 0) {
    numbers = [n];
    found = fitting(numbers);
  }
  if (found.length === 1) {
    picked = [];
    board.add(found[0].id);
  } else {
    picked = found.length === 0 ? [] : numbers;
    play('click');
    message.textContent = picked.length > 0 ? words.pick : '';
  }
  showPicked();
}
for (const [n, cell] of cells) cell.addEventListener('click', () => tapNumber(n));
for (const input of document.querySelectorAll('input[name="mode"]')) {
  input.addEventListener('change', () => {
    picked = [];
    showPicked();
    message.textContent = '';
  });
}

// The wheel and the ball: angles kept between spins so each spin starts where the last one stopped.
const wheel = document.getElementById('wheel');
const track = document.getElementById('ball-track');
const ball = document.getElementById('ball');
const STEP = 360 / ORDER.length;
let wheelAngle = 0;
let ballAngle = 0;

async function spinTo(pocket) {
  const index = ORDER.indexOf(pocket);
  // The wheel turns clockwise at least four times and stops with the pocket at the top, under the marker.
  const rest = -index * STEP;
  const wheelEnd = rest + 360 * Math.ceil((wheelAngle + 4 * 360 - rest) / 360);
  // The ball runs anticlockwise and comes to rest at the top, in that pocket.
  const ballEnd = -360 * Math.ceil((6 * 360 - ballAngle) / 360);
  const ms = reducedMotion ? 0 : 4200;
  play('spin');
  const easing = 'cubic-bezier(.12,.62,.2,1)';
  const turns = [
    wheel.animate([{ transform: `rotate(${wheelAngle}deg)` }, { transform: `rotate(${wheelEnd}deg)` }], {
      duration: ms,
      easing,
      fill: 'forwards',
    }).finished,
    track.animate([{ transform: `rotate(${ballAngle}deg)` }, { transform: `rotate(${ballEnd}deg)` }], {
      duration: ms,
      easing: 'cubic-bezier(.2,.55,.25,1)',
      fill: 'forwards',
    }).finished,
    ball.animate(
      [
        { transform: 'translate(0,0)' },
        { transform: 'translate(0,0)', offset: 0.72 },
        { transform: 'translate(0,9px)', offset: 0.86 },
        { transform: 'translate(0,6px)', offset: 0.92 },
        { transform: 'translate(0,12px)' },
      ],
      { duration: ms, fill: 'forwards' },
    ).finished,
  ];
  if (!reducedMotion) setTimeout(() => play('ball'), ms * 0.8);
  await Promise.all(turns);
  wheelAngle = wheelEnd % 360;
  ballAngle = 0;
  play('stop');
}

const colourWord = (n) => (n === 0 ? words.zero : RED.has(n) ? words.red : words.black);

playTable({
  button: document.getElementById('spin'),
  board,
  start: () => {
    for (const cell of cells.values()) cell.classList.remove('won');
    for (const item of list.children) item.classList.remove('won');
    picked = [];
    showPicked();
  },
  present: async ({ outcome }) => {
    await spinTo(outcome.pocket);
    const name = `${local(String(outcome.pocket))} ${colourWord(outcome.pocket)}`;
    document.getElementById('last-pocket').textContent = name;
    cells.get(outcome.pocket).classList.add('won');
    for (const item of list.children) {
      if (BigInt(outcome.returns[item.dataset.spot] ?? '0') > 0n) item.classList.add('won');
    }
    await pause(300);
    return { title: name };
  },
});
