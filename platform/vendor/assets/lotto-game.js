// A lottery betting view in the browser: the bet slip (the number grid and the typed numbers, quick pick, stake
// chips, the possible win before the player confirms), the purchase, and the draw on sale, the player's tickets
// (filtered, each with its draw's result board) and the last results kept current from the state call. The
// browser draws nothing: results come from the draw's chain seed on the server.
import { localDigits } from './local-digits.js';
import { drawGrid, progressOf, shapeOf, tapped } from './lotto-grid.js';
import { resultBoard } from './lotto-board.js';
import { announceSettled, formatMinor } from './round-client.js';

const local = (text) => localDigits(text, document.documentElement.lang);
const words = document.getElementById('game').dataset;
const odds = JSON.parse(words.odds);
const keysOf = JSON.parse(words.keys);
const digitsOf = JSON.parse(words.digits);
const xienOf = JSON.parse(words.xien);
const prizes = JSON.parse(words.prizes);
const grid = document.getElementById('grid');
const picked = document.getElementById('picked');
let filter = '';
const betType = document.getElementById('bet-type');
const numbers = document.getElementById('numbers');
const stake = document.getElementById('stake');
const possible = document.getElementById('possible-win');
const message = document.getElementById('message');
const countdown = document.getElementById('countdown');
const base = `${window.location.pathname}`;
let offset = 0;
let closeAt = Number(countdown.dataset.closeAt);
const known = new Map();

// Bengali digits typed into the form count as the digits they are.
const western = (text) => text.replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** How many numbers the bet type takes: keno's picks, xiên's 2 or 3, else one. */
function picks() {
  return xienOf[betType.value] ?? (Number(betType.value.replace('pick', '')) || 1);
}

function oddsKeys() {
  return keysOf[betType.value] ?? [betType.value];
}

/** A number of `digits` digits none of them repeated when the bet type wants three different ones (3 tod). */
function digitNumber(r, digits) {
  const text = String(r % 10 ** digits).padStart(digits, '0');
  return (betType.value === 'tod3' || betType.value === 'box3') && new Set(text).size !== 3 ? null : text;
}

/** Whole taka typed → minor units as text, or null; no floats. */
function stakeMinor() {
  const text = western(stake.value.trim());
  return /^[1-9][0-9]{0,5}$/.test(text) ? `${text}00` : null;
}

/** The numbers in the field, in western digits ("-" marks a digit not picked yet). */
function chosen() {
  return western(numbers.value)
    .split(/[\s,]+/)
    .filter(Boolean);
}

const shape = () => shapeOf(betType.value, digitsOf, xienOf);

/** The grid, the "picked" count and the bet type's one-line explanation, after any change of the slip. */
function showSlip() {
  drawGrid(grid, shape(), chosen(), words, local);
  const [done, of] = progressOf(shape(), chosen());
  picked.textContent = local(`${picked.dataset.word}: ${done}/${of}`);
  for (const line of document.getElementById('bet-explain').children) line.hidden = line.dataset.type !== betType.value;
  showPossible();
}

function complete() {
  const [done, of] = progressOf(shape(), chosen());
  return done === of;
}

function showPossible() {
  const minor = stakeMinor();
  if (!minor || !complete()) {
    possible.textContent = '—';
    return;
  }
  const best = Math.max(0, ...oddsKeys().map((key) => odds[key] ?? 0));
  possible.textContent = formatMinor(((BigInt(minor) * BigInt(best)) / 100n).toString());
}

function quickPick() {
  const values = new Set();
  const random = new Uint32Array(8);
  while (values.size < picks()) {
    crypto.getRandomValues(random);
    for (const r of random) {
      const digits = xienOf[betType.value] ? 2 : digitsOf[betType.value];
      if (digits) {
        const number = digitNumber(r, digits);
        if (number) values.add(number);
      } else values.add(String((r % 80) + 1));
      if (values.size >= picks()) break;
    }
  }
  numbers.value = local([...values].join(' '));
  showSlip();
}

function ticketLine(ticket) {
  const item = document.createElement('li');
  const state =
    ticket.state === 'settled'
      ? `${words.settled}, ${words.win} ${formatMinor(ticket.winMinor)}`
      : ticket.drawCancelled
        ? words.drawCancelled
        : words[ticket.state];
  const line = document.createElement('p');
  line.className = 'ticket-line';
  line.textContent =
    `${ticket.drawName} · ${words[`type${ticket.betType[0].toUpperCase()}${ticket.betType.slice(1)}`]} · ` +
    `${local(ticket.numbers.join(' '))} · ${words.stakeWord} ${formatMinor(ticket.stakeMinor)} · ${state}`;
  item.append(line);
  // A drawn ticket shows its draw's result with the player's numbers marked.
  if (ticket.result) {
    const result = document.createElement('div');
    result.className = 'ticket-result';
    result.setAttribute('aria-label', `${words.result}: ${ticket.drawName}`);
    result.append(resultBoard(ticket.result, ticket.numbers, prizes, local));
    item.append(result);
  }
  item.dataset.state = ticket.state;
  if (ticket.state === 'settled') item.dataset.outcome = BigInt(ticket.winMinor) > 0n ? 'won' : 'lost';
  if (ticket.drawCancelled) item.className = 'cancelled';
  return item;
}

function showTickets(tickets) {
  const list = document.getElementById('tickets');
  if (tickets.length === 0) {
    const empty = document.createElement('li');
    empty.textContent = words.noTickets;
    list.replaceChildren(empty);
    return;
  }
  let closed = false;
  for (const ticket of tickets) {
    if (known.get(ticket.id) === 'open' && ticket.state !== 'open') closed = true;
    known.set(ticket.id, ticket.state);
  }
  list.replaceChildren(...tickets.map(ticketLine));
  // A ticket settled or refunded: money moved, so the site's header asks the platform for the balance again.
  if (closed) announceSettled();
}

function showResults(results) {
  if (results.length === 0) return;
  document.getElementById('results').replaceChildren(
    ...results.map((draw) => {
      const figure = document.createElement('figure');
      const caption = document.createElement('figcaption');
      const link = document.createElement('a');
      link.href = draw.verifyUrl;
      link.textContent = words.verify;
      caption.append(`${draw.drawName} · `, link);
      figure.append(caption, resultBoard(draw.result, [], prizes, local));
      return figure;
    }),
  );
}

/** The trends (how often each number came out lately), asked again only when a new result is in. */
let trendsOf = null;
async function refreshTrends(latest) {
  const list = document.getElementById('trends');
  if (!list || latest === trendsOf) return;
  trendsOf = latest;
  try {
    const response = await fetch(`${base}trends?count=${list.dataset.count}`, { cache: 'no-store' });
    if (!response.ok) return;
    const trends = await response.json();
    document.getElementById('trends-count').textContent = local(String(trends.draws));
    if (trends.draws === 0) return;
    const most = Math.max(...trends.counts.map((c) => c.count));
    list.replaceChildren(
      ...trends.counts.map(({ value, count }) => {
        const item = document.createElement('li');
        const number = document.createElement('b');
        number.textContent = local(value);
        item.append(number, local(`×${count}`));
        if (count === most) item.className = 'hot';
        return item;
      }),
    );
  } catch {
    trendsOf = null;
  }
}

async function refresh() {
  try {
    const query = `session=${encodeURIComponent(words.session)}&lang=${words.lang}&filter=${filter}`;
    const response = await fetch(`${base}state?${query}`, {
      cache: 'no-store',
    });
    if (!response.ok) return;
    const state = await response.json();
    offset = state.serverTime - Date.now();
    closeAt = state.draw.closeAt;
    document.getElementById('draw-id').textContent = state.draw.id;
    document.getElementById('draw-name').textContent = state.draw.name;
    // An import-only game shows its results provider's key instead of a seed hash.
    const nextHash = document.getElementById('next-hash');
    if (nextHash) nextHash.textContent = state.draw.seedHash;
    document.getElementById('balance').textContent = formatMinor(state.balanceMinor);
    showTickets(state.tickets);
    showResults(state.results);
    refreshTrends(state.results[0]?.drawId ?? '');
  } catch {
    // The next tick tries again.
  }
}

/** The time left as h:mm:ss, as the server first wrote it (page.ts clock). */
function tick() {
  const total = Math.max(0, Math.ceil((closeAt - (Date.now() + offset)) / 1000));
  const two = (n) => String(n).padStart(2, '0');
  countdown.textContent = local(`${Math.floor(total / 3600)}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}`);
}

document.getElementById('quick-pick').addEventListener('click', quickPick);
document.getElementById('clear').addEventListener('click', () => {
  numbers.value = '';
  showSlip();
});
grid.addEventListener('click', (event) => {
  const cell = event.target.closest('button.cell');
  if (!cell) return;
  numbers.value = local(tapped(shape(), chosen(), cell.dataset.value).join(' '));
  message.textContent = '';
  showSlip();
});
for (const chip of document.querySelectorAll('button.chip'))
  chip.addEventListener('click', () => {
    stake.value = local(chip.dataset.stake);
    showPossible();
  });
for (const button of document.querySelectorAll('button.filter'))
  button.addEventListener('click', () => {
    filter = button.dataset.filter;
    for (const other of document.querySelectorAll('button.filter'))
      other.setAttribute('aria-pressed', other === button ? 'true' : 'false');
    refresh();
  });
betType.addEventListener('change', () => {
  numbers.value = '';
  showSlip();
});
numbers.addEventListener('input', showSlip);
stake.addEventListener('input', showPossible);
document.getElementById('slip').addEventListener('submit', async (event) => {
  event.preventDefault();
  const minor = stakeMinor();
  const picks = chosen();
  if (!minor) {
    message.textContent = words.badStake;
    return;
  }
  if (picks.length === 0 || picks.some((n) => !/^[0-9]{1,4}$/.test(n))) {
    message.textContent = words.badNumbers;
    return;
  }
  const button = document.getElementById('buy');
  button.disabled = true;
  message.textContent = '';
  try {
    const response = await fetch(`${base}ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: words.session,
        lang: words.lang,
        betType: betType.value,
        numbers: picks,
        stakeMinor: minor,
      }),
    });
    const answer = await response.json();
    if (response.ok) {
      message.textContent = `${words.bought}: ${answer.drawName}`;
      document.getElementById('balance').textContent = formatMinor(answer.balanceMinor);
      announceSettled();
      await refresh();
    } else message.textContent = answer.message;
  } catch {
    message.textContent = '…';
  } finally {
    button.disabled = false;
  }
});

// The page draws its buttons disabled: a click before this script ran would have done nothing.
document.getElementById('quick-pick').disabled = false;
document.getElementById('buy').disabled = false;
document.getElementById('clear').disabled = false;
showSlip();
tick();
setInterval(tick, 1000);
setInterval(refresh, 3000);
refresh();
