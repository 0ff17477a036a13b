// Andar Bahar in the browser: chips on andar or bahar; Deal turns the joker, then deals the server's cards to
// andar and bahar in turn, each face up as it lands, until the card of the joker's rank lights its side. Long
// rounds deal faster as they go, so a 40-card round still ends in a few seconds.
import { faceDown, newSlot, paintFront, slideIn, turn } from './cards.js';
import { local, pause, words } from './chrome.js';
import { tableBoard } from './table-board.js';
import { playTable } from './table-round.js';

const joker = document.getElementById('card-joker');
joker.dataset.name = words.joker;
const piles = { andar: document.getElementById('pile-andar'), bahar: document.getElementById('pile-bahar') };
const counts = { andar: document.getElementById('count-andar'), bahar: document.getElementById('count-bahar') };
const board = tableBoard({ maxSpots: 2 });

function resetTable() {
  faceDown(joker);
  for (const side of ['andar', 'bahar']) {
    piles[side].replaceChildren();
    counts[side].textContent = '';
  }
}

playTable({
  button: document.getElementById('deal'),
  board,
  start: async () => {
    resetTable();
    await pause(250);
  },
  present: async ({ outcome }) => {
    await turn(joker, outcome.joker);
    await pause(300);
    const dealt = { andar: 0, bahar: 0 };
    const total = outcome.andar.length + outcome.bahar.length;
    for (let i = 0; i < total; i += 1) {
      const side = i % 2 === 0 ? 'andar' : 'bahar';
      const card = outcome[side][dealt[side]];
      dealt[side] += 1;
      const slot = newSlot(words[side]);
      slot.setAttribute('role', 'listitem');
      paintFront(slot, card);
      piles[side].append(slot);
      // Only the newest few cards of a lane are on view; the older ones tuck under them.
      while (piles[side].children.length > 6) piles[side].firstElementChild.remove();
      counts[side].textContent = local(`${dealt[side]} ${words.cards}`);
      const quick = i > 8 ? 110 : 200;
      await slideIn(slot, quick);
      await turn(slot, card);
      if (i === total - 1) slot.classList.add('win');
      await pause(i > 8 ? 40 : 120);
    }
    await pause(250);
    return { title: `${words[outcome.winner]} ${words.wins}` };
  },
});
