// Dragon Tiger in the browser: chips on dragon, tiger or tie; Deal turns the two cards the server dealt, dragon
// first, and lights the winner. The cards come from the server's answer only.
import { faceDown, slideIn, turn } from './cards.js';
import { pause, words } from './chrome.js';
import { tableBoard } from './table-board.js';
import { playTable } from './table-round.js';

const slots = { dragon: document.getElementById('card-dragon'), tiger: document.getElementById('card-tiger') };
slots.dragon.dataset.name = words.dragon;
slots.tiger.dataset.name = words.tiger;
const board = tableBoard({ maxSpots: 3 });

playTable({
  button: document.getElementById('deal'),
  board,
  start: async () => {
    for (const slot of Object.values(slots)) faceDown(slot);
    await pause(300);
    await slideIn(slots.dragon);
    await slideIn(slots.tiger);
  },
  present: async ({ outcome }) => {
    await turn(slots.dragon, outcome.dragon);
    await pause(350);
    await turn(slots.tiger, outcome.tiger);
    if (outcome.winner !== 'tie') slots[outcome.winner].classList.add('win');
    await pause(250);
    return { title: outcome.winner === 'tie' ? words.tie : `${words[outcome.winner]} ${words.wins}` };
  },
});
