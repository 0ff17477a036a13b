// Lotus Fortune in the browser: sends the chosen bet and shows what the server answers. The browser never
// draws anything: the outcome comes from the server's committed seed, shown as a hash before each spin.
import { announceSettled } from './round-client.js';

const game = document.getElementById('game');
const spinButton = document.getElementById('spin');
const message = document.getElementById('message');
const words = game.dataset;

/** '1234' minor units → '12.34', by string work only, so money never passes through a float. */
function formatMinor(text) {
  const digits = text.padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function show(answer) {
  const rows = document.getElementById('reels').rows;
  answer.grid.forEach((symbols, row) => symbols.forEach((symbol, reel) => { rows[row].cells[reel].textContent = symbol; }));
  document.getElementById('balance').textContent = formatMinor(answer.balanceMinor);
  document.getElementById('win').textContent = formatMinor(answer.winMinor);
  const list = document.getElementById('lines');
  list.replaceChildren(...(answer.lineWins.length ? answer.lineWins : [null]).map((win) => {
    const item = document.createElement('li');
    item.textContent = win ? `${words.line} ${win.line}: ${win.count} × ${win.symbol} — ${formatMinor(win.winMinor)}` : words.noLines;
    return item;
  }));
  document.getElementById('last-seed').textContent = answer.serverSeed;
  const link = document.getElementById('verify-link');
  link.href = answer.verifyUrl;
  link.hidden = false;
  document.getElementById('next-hash').textContent = answer.nextSeedHash;
}

spinButton.addEventListener('click', async () => {
  spinButton.disabled = true;
  message.textContent = '';
  spinButton.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch('round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: words.session, lang: words.lang, lineBetMinor: document.getElementById('line-bet').value }),
    });
    const answer = await response.json();
    if (response.ok) {
      show(answer);
      announceSettled();
    } else message.textContent = answer.message;
  } catch {
    message.textContent = '…';
  } finally {
    spinButton.disabled = false;
    spinButton.removeAttribute('aria-busy');
  }
});
