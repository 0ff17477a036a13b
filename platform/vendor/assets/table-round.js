// One round of a table with chips (dragon tiger, andar bahar, roulette): the bet is the chips on the table; with
// none down the play button says so instead of calling the server. The rest is the chrome's round flow.
import { playRound, words } from './chrome.js';

export function playTable({ button, board, start, present }) {
  // Registered before the chrome's own listener, so an empty table never sends a round.
  button.addEventListener('click', (event) => {
    if (!board.empty()) return;
    event.stopImmediatePropagation();
    document.getElementById('message').textContent = words.placeBet;
  });
  playRound({
    button,
    bet: board.fields,
    start: () => {
      board.markWinners();
      return start?.();
    },
    present: async (answer) => {
      const said = await present(answer);
      board.markWinners(answer.outcome.returns);
      return said;
    },
  });
}
