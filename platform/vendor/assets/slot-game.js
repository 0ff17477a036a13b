// Lotus Fortune in the browser: sends the chosen bet and shows what the server answers. The browser never
// draws anything: the outcome comes from the server's committed seed, shown as a hash before each spin.
import { announceSettled, formatMinor, showSettled } from './round-client.js';
import { seedForRound } from './client-seed.js';
import { localDigits } from './local-digits.js';

const game = document.getElementById('game');
const spinButton = document.getElementById('spin');
const message = document.getElementById('message');
const words = game.dataset;

function show(answer) {
  const rows = document.getElementById('reels').rows;
  answer.grid.forEach((symbols, row) => {
    symbols.forEach((symbol, reel) => {
      rows[row].cells[reel].textContent = symbol;
    });
  });
  const list = document.getElementById('lines');
  list.replaceChildren(
    ...(answer.lineWins.length ? answer.lineWins : [null]).map((win) => {
      const item = document.createElement('li');
      item.textContent = win
        ? `${words.line} ${localDigits(win.line, words.lang)}: ${localDigits(win.count, words.lang)} × ${win.symbol} — ${formatMinor(win.winMinor)}`
        : words.noLines;
      return item;
    }),
  );
  showSettled(answer);
}

spinButton.addEventListener('click', async () => {
  spinButton.disabled = true;
  message.textContent = '';
  spinButton.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch('round', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: words.session,
        lang: words.lang,
        clientSeed: seedForRound(),
        lineBetMinor: document.getElementById('line-bet').value,
      }),
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
// The page draws the button disabled: a click before this script ran would have done nothing.
spinButton.disabled = false;
