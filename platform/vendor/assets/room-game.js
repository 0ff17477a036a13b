// A PVP bingo room in the browser: keeps the seats, the countdown, the player's cards and the last draw current
// from the room's state call, and buys a card for the next draw. The browser draws nothing: cards and balls come
// from the server's seed for the cycle, committed (its hash shown) before the first card was sold.
import { localDigits } from './local-digits.js';
import { announceSettled, formatMinor } from './round-client.js';

// Numbers the page shows (seats, countdown, card numbers, balls, counts) follow the page's digits (local-digits.js).
const local = (text) => localDigits(text, document.documentElement.lang);

const words = document.getElementById('game').dataset;
const message = document.getElementById('message');
const countdown = document.getElementById('countdown');
// The server's clock, not the device's, decides when the draw is: the offset is learnt from each state answer.
let offset = 0;
let drawAt = Number(countdown.dataset.drawAt);
let lastDrawId = null;

function patternName(pattern) {
  // The page writes data-pattern-<name in lower case>, which dataset reads as pattern + capitalised name.
  return words[`pattern${pattern[0].toUpperCase()}${pattern.slice(1).toLowerCase()}`];
}

function cardTable(card, balls) {
  const table = document.createElement('table');
  table.className = 'reels bingo-card';
  const drawn = new Set(balls);
  for (const row of card) {
    const tr = table.insertRow();
    for (const number of row) {
      const td = tr.insertCell();
      td.textContent = local(number);
      if (drawn.has(number)) td.className = 'hit';
    }
  }
  return table;
}

function showCards(cards) {
  const box = document.getElementById('cards');
  if (cards.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = words.noCards;
    box.replaceChildren(empty);
    return;
  }
  box.replaceChildren(
    ...cards.map((card) => {
      const figure = document.createElement('figure');
      const caption = document.createElement('figcaption');
      caption.textContent = `${words.seat} ${local(card.seat + 1)}`;
      figure.append(caption, cardTable(card.card, []));
      return figure;
    }),
  );
}

function showLastDraw(draw) {
  if (!draw) return;
  document.getElementById('no-draw').hidden = true;
  const onCards = new Set(draw.cards.flatMap((card) => card.card.flat()));
  document.getElementById('balls').replaceChildren(
    ...draw.balls.map((number) => {
      const item = document.createElement('li');
      item.textContent = local(number);
      if (onCards.has(number)) item.className = 'hit';
      return item;
    }),
  );
  document.getElementById('results').replaceChildren(
    ...draw.cards.map((card) => {
      const item = document.createElement('li');
      const marked = card.markedPerRow.reduce((sum, n) => sum + n, 0);
      const pattern = card.pattern ? patternName(card.pattern) : '…';
      item.textContent = `${words.seat} ${local(card.seat + 1)}: ${pattern} · ${local(`${marked}/15`)} ${words.marked} · ${card.winMinor === null ? '…' : formatMinor(card.winMinor)}`;
      item.append(cardTable(card.card, draw.balls));
      return item;
    }),
  );
  document.getElementById('last-seed').textContent = draw.serverSeed;
  const link = document.getElementById('verify-link');
  link.href = draw.verifyUrl;
  link.hidden = false;
  // A new draw with this player's cards moved money: the site around the game refreshes its balance.
  if (lastDrawId !== null && lastDrawId !== draw.cycleId && draw.cards.length > 0) announceSettled();
  lastDrawId = draw.cycleId;
}

async function refresh() {
  try {
    const response = await fetch(`state?session=${encodeURIComponent(words.session)}&lang=${words.lang}`, {
      cache: 'no-store',
    });
    const state = await response.json();
    if (!response.ok) {
      message.textContent = state.message;
      return;
    }
    offset = state.serverTime - Date.now();
    drawAt = state.room.drawAt;
    document.getElementById('balance').textContent = formatMinor(state.balanceMinor);
    document.getElementById('seats').textContent = local(`${state.room.seatsTaken} / ${state.room.seats}`);
    document.getElementById('next-hash').textContent = state.room.seedHash;
    showCards(state.cards);
    showLastDraw(state.lastDraw);
  } catch {
    // The next poll tries again; the page keeps what it showed.
  }
}

function tick() {
  const left = Math.max(0, Math.ceil((drawAt - (Date.now() + offset)) / 1000));
  countdown.textContent = local(left);
}

const buy = document.getElementById('buy');
buy.addEventListener('click', async () => {
  buy.disabled = true;
  buy.setAttribute('aria-busy', 'true');
  message.textContent = '';
  try {
    const response = await fetch('card', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: words.session, lang: words.lang }),
    });
    const answer = await response.json();
    if (response.ok) {
      message.textContent = `${words.bought} ${local(answer.seat + 1)}`;
      announceSettled();
      await refresh();
    } else message.textContent = answer.message;
  } catch {
    message.textContent = '…';
  } finally {
    buy.disabled = false;
    buy.removeAttribute('aria-busy');
  }
});
// The page draws the button disabled: a click before this script ran would have done nothing.
buy.disabled = false;

setInterval(tick, 250);
setInterval(refresh, 2000);
void refresh();
