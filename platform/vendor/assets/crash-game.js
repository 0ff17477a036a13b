// The crash game's page (platform/vendor/crash-page.ts): follows the shared round over the WebSocket, animates the
// multiplier between the server's messages from the round's timeline (the same growth formula as the server), and
// sends the bet and the cash-out. What is paid is always the server's answer: the figure here is only a preview.
import { countTo, formatMinor, hideBanner, local, play, showBalance, showBet, showResult, words } from './chrome.js';
import { announceSettled } from './round-client.js';

const $ = (id) => document.getElementById(id);
const api = words.api;
const growth = Number(words.growth);
const sky = $('sky');
const multOut = $('mult');
const phaseOut = $('phase');
const trail = $('trail');
const trailFill = $('trail-fill');
const rocket = $('rocket-pos');
const burst = $('burst-pos');
const betButton = $('bet-button');
const cashButton = $('cashout');
const cashWin = $('cashout-win');
const autoInput = $('auto');
const message = $('message');
const betsList = $('bets');
const noBets = $('no-bets');
const historyList = $('history');
const win = $('win');

let offset = 0;
let snap = null;
/** This page's bet in the round on screen: { id, roundId, stakeMinor, state } (state from the server). */
let mine = null;
const shown = new Set();
let busy = false;
let lastPhase = '';

const serverNow = () => Date.now() + offset;
const multAt = (ms) => (ms <= 0 ? 100 : Math.max(100, Math.floor(100 * Math.exp(growth * ms))));
const x100Text = (x100) => `${formatMinor(String(x100))}×`;
const stakeMinor = () => document.querySelector('input[name="stake"]:checked')?.value ?? '0';

/** The auto cash-out field as hundredths: '' → none; Bengali digits and a comma are read too; undefined if invalid. */
function autoX100() {
  const text = autoInput.value
    .trim()
    .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(',', '.');
  if (text === '') return null;
  if (!/^[0-9]{1,4}(\.[0-9]{1,2})?$/.test(text)) return undefined;
  const [whole, part = ''] = text.split('.');
  const x100 = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  return x100 >= Number(words.minAuto) && x100 <= Number(words.maxAuto) ? x100 : undefined;
}

function phaseNow() {
  if (!snap) return 'waiting';
  if (snap.round.phase === 'crashed') return 'crashed';
  return serverNow() < snap.round.bettingEndsAt ? 'betting' : 'flying';
}

/** The curve from take-off to `elapsed` ms, scaled so it always fills the sky, and where its tip is. */
function drawCurve(elapsed, topX100) {
  const span = Math.max(elapsed, 8_000);
  const top = Math.max(topX100, 200);
  const point = (ms) => {
    const x = 36 + (ms / span) * 344;
    // The unrounded curve, so the line is smooth where the shown figure steps by hundredths.
    const y = 220 - ((100 * Math.exp(growth * Math.max(0, ms)) - 100) / (top - 100)) * 190;
    return [x, y];
  };
  const steps = 32;
  let d = '';
  for (let i = 0; i <= steps; i += 1) {
    const [x, y] = point((elapsed * i) / steps);
    d += `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  trail.setAttribute('d', d);
  const [tx, ty] = point(elapsed);
  trailFill.setAttribute('d', elapsed > 0 ? `${d}L${tx.toFixed(1)} 220L36 220Z` : '');
  const [px, py] = point(Math.max(0, elapsed - 250));
  const angle = (Math.atan2(ty - py, tx - px) * 180) / Math.PI;
  const w = sky.clientWidth;
  const h = sky.clientHeight;
  const at = `translate(${(tx / 400) * w}px,${(ty / 240) * h}px)`;
  rocket.style.transform = `${at} rotate(${elapsed > 0 ? angle : -20}deg)`;
  burst.style.transform = at;
}

function frame() {
  requestAnimationFrame(frame);
  const phase = phaseNow();
  if (phase !== lastPhase) {
    sky.classList.toggle('betting', phase === 'betting');
    sky.classList.toggle('crashed', phase === 'crashed');
    if (phase === 'flying' && lastPhase === 'betting') play('whistle');
    if (phase === 'crashed' && lastPhase === 'flying') play('splash');
    lastPhase = phase;
    syncButtons();
  }
  if (!snap) return;
  const round = snap.round;
  if (phase === 'betting') {
    const left = Math.max(0, round.bettingEndsAt - serverNow()) / 1000;
    multOut.textContent = `${local(left.toFixed(1))}${words.seconds}`;
    phaseOut.textContent = words.nextIn;
    drawCurve(0, 100);
  } else if (phase === 'flying') {
    const elapsed = serverNow() - round.bettingEndsAt;
    const x100 = multAt(elapsed);
    multOut.textContent = x100Text(x100);
    phaseOut.textContent = words.flying;
    drawCurve(elapsed, x100);
    if (mine?.state === 'open')
      cashWin.textContent = formatMinor(String((BigInt(mine.stakeMinor) * BigInt(x100)) / 100n));
  } else {
    multOut.textContent = x100Text(round.crashX100);
    phaseOut.textContent = `${words.crashedAt} ${x100Text(round.crashX100)}`;
    drawCurve(round.crashAt - round.bettingEndsAt, round.crashX100);
  }
}

function syncButtons() {
  const phase = phaseNow();
  const riding = mine && mine.roundId === snap?.round.id && mine.state === 'open';
  cashButton.hidden = !riding;
  cashButton.disabled = !riding || phase !== 'flying' || busy;
  betButton.hidden = Boolean(riding);
  betButton.disabled = phase !== 'betting' || Boolean(mine && mine.roundId === snap?.round.id) || busy;
}

function pillClass(x100) {
  if (x100 < 120) return 'low';
  if (x100 < 200) return 'mid';
  if (x100 < 1_000) return 'high';
  return 'huge';
}

function renderLists() {
  historyList.replaceChildren(
    ...snap.history.map((round) => {
      const li = document.createElement('li');
      li.className = pillClass(round.crashX100);
      li.textContent = x100Text(round.crashX100);
      return li;
    }),
  );
  const items = snap.bets.map((bet) => {
    const li = document.createElement('li');
    li.className = `${bet.state}${mine && bet.id === mine.id ? ' mine' : ''}`;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = bet.player;
    const stake = document.createElement('span');
    stake.textContent = `৳${formatMinor(bet.stakeMinor)}`;
    const result = document.createElement('span');
    result.textContent =
      bet.state === 'won'
        ? `${x100Text(bet.cashoutX100)} · ৳${formatMinor(bet.winMinor)}`
        : bet.state === 'lost'
          ? '—'
          : words.riding;
    li.append(who, stake, result);
    return li;
  });
  betsList.replaceChildren(...items);
  noBets.hidden = items.length > 0;
}

async function refreshBalance() {
  const response = await fetch(`${api}state?session=${encodeURIComponent(words.session)}&lang=${words.lang}`);
  if (!response.ok) return;
  const state = await response.json();
  showBalance(state.balanceMinor);
}

/** This page's bet as the server's message has it: a cash-out (by the button or the server's auto) or the loss. */
function followMine() {
  if (!mine || mine.roundId !== snap.round.id) {
    if (mine && snap.round.id !== mine.roundId && snap.round.phase !== 'crashed') mine = null;
    return;
  }
  const listed = snap.bets.find((bet) => bet.id === mine.id);
  if (!listed) return;
  if (listed.state === 'won' && !shown.has(mine.id)) {
    shown.add(mine.id);
    mine.state = 'won';
    presentWin(listed.winMinor, listed.cashoutX100);
    void refreshBalance();
  } else if (listed.state === 'lost' && !shown.has(mine.id)) {
    shown.add(mine.id);
    mine.state = 'lost';
    showResult({ winMinor: 0n, betMinor: BigInt(mine.stakeMinor), title: words.lost });
    announceSettled();
  }
}

function presentWin(winMinor, x100) {
  void countTo(win, 0n, BigInt(winMinor), 900);
  showResult({
    winMinor: BigInt(winMinor),
    betMinor: BigInt(mine.stakeMinor),
    detail: `${words.cashedOut} ${x100Text(x100)}`,
  });
  announceSettled();
}

function fillPanel() {
  $('terminating').textContent = snap.round.terminatingHash;
  $('round-hash').textContent = snap.round.seedHash;
  const last = snap.history[0];
  if (!last) return;
  $('last-crash').textContent = x100Text(last.crashX100);
  $('last-seed').textContent = last.seed;
  const link = $('verify-link');
  link.href = `/vendor/crash/verify?round=${encodeURIComponent(last.id)}&lang=${words.lang}`;
  link.hidden = false;
  void checkInBrowser(last, snap.history[1]);
}

const hexBytes = (hex) => Uint8Array.from(hex.match(/../g), (b) => Number.parseInt(b, 16));
const toHex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
const TWO_52 = 2n ** 52n;

/** Redoes the last round's checks here, with the browser's own SHA-256 and HMAC (secure pages only). */
async function checkInBrowser(last, before) {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return;
  const mark = (id, ok) => {
    const dd = $(id);
    dd.textContent = ok ? `✓ ${words.ok}` : `✗ ${words.bad}`;
    dd.className = ok ? 'check-ok' : 'check-bad';
  };
  const hash = toHex(await subtle.digest('SHA-256', hexBytes(last.seed)));
  // The hash shown before the last round: the seed of the round before it, when that one is in the list.
  if (before && before.seq === last.seq - 1) mark('check-hash', hash === before.seed);
  const key = await subtle.importKey('raw', hexBytes(last.seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digest = toHex(await subtle.sign('HMAC', key, new TextEncoder().encode('lotus-crash')));
  const x = BigInt(`0x${digest.slice(0, 13)}`);
  let crash = (BigInt(100 - Number(words.edge)) * TWO_52) / (TWO_52 - x);
  if (crash < 100n) crash = 100n;
  if (crash > BigInt(words.maxAuto)) crash = BigInt(words.maxAuto);
  mark('check-crash', Number(crash) === last.crashX100);
}

function take(next) {
  offset = next.serverTime - Date.now();
  const roundChanged = snap?.round.id !== next.round.id;
  snap = next;
  if (roundChanged && snap.round.phase !== 'crashed') {
    hideBanner();
    // The last round's "bet placed" is not this one's.
    if (message.textContent === words.betPlaced) message.textContent = '';
  }
  renderLists();
  followMine();
  fillPanel();
  syncButtons();
}

betButton.addEventListener('click', async () => {
  const auto = autoX100();
  autoInput.setAttribute('aria-invalid', String(auto === undefined));
  if (auto === undefined) {
    message.textContent = words.autoInvalid;
    return;
  }
  busy = true;
  syncButtons();
  message.textContent = '';
  try {
    const response = await fetch(`${api}bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: words.session,
        lang: words.lang,
        stakeMinor: stakeMinor(),
        ...(auto === null ? {} : { autoX100: String(auto) }),
      }),
    });
    const answer = await response.json();
    if (!response.ok) {
      message.textContent = answer.message;
      return;
    }
    mine = { id: answer.bet.id, roundId: answer.roundId, stakeMinor: answer.bet.stakeMinor, state: answer.bet.state };
    showBalance(answer.balanceMinor);
    showBet(answer.bet.stakeMinor);
    win.textContent = formatMinor('0');
    message.textContent = words.betPlaced;
    play('chip');
    announceSettled();
  } catch {
    message.textContent = '…';
  } finally {
    busy = false;
    syncButtons();
  }
});

cashButton.addEventListener('click', async () => {
  busy = true;
  syncButtons();
  try {
    const response = await fetch(`${api}cashout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: words.session, lang: words.lang }),
    });
    const answer = await response.json();
    if (!response.ok) {
      message.textContent = answer.message;
      return;
    }
    message.textContent = '';
    if (mine && !shown.has(mine.id)) {
      shown.add(mine.id);
      mine.state = 'won';
      presentWin(answer.winMinor, answer.cashoutX100);
    }
    if (answer.balanceMinor) showBalance(answer.balanceMinor);
    else void refreshBalance();
  } catch {
    message.textContent = '…';
  } finally {
    busy = false;
    syncButtons();
  }
});

for (const chip of document.querySelectorAll('input[name="stake"]'))
  chip.addEventListener('change', () => showBet(stakeMinor()));

/** The socket, opened again after a drop (the round goes on at the server; auto cash-outs are paid there). */
function connect(delay = 1_000) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const socket = new WebSocket(`${scheme}://${location.host}${api}socket?session=${encodeURIComponent(words.session)}`);
  socket.addEventListener('message', (event) => take(JSON.parse(event.data)));
  socket.addEventListener('open', () => {
    delay = 1_000;
  });
  socket.addEventListener('close', () => setTimeout(() => connect(Math.min(delay * 2, 8_000)), delay));
}

async function start() {
  const response = await fetch(`${api}state?session=${encodeURIComponent(words.session)}&lang=${words.lang}`);
  const state = await response.json();
  if (!response.ok) {
    message.textContent = state.message;
    return;
  }
  if (state.mine) {
    mine = { ...state.mine, roundId: state.round.id };
    if (mine.state !== 'open' && mine.state !== 'pending') shown.add(mine.id);
  }
  showBalance(state.balanceMinor);
  take(state);
  connect();
  requestAnimationFrame(frame);
}

void start();
