// A bingo room in the browser: buys one card at the chosen price, then shows the card, the balls the server drew
// and the pattern it paid. The card and the balls both come from the server's committed seed.
import { localDigits } from './local-digits.js';
import { playOnClick } from './round-client.js';

const words = document.getElementById('game').dataset;

function showRound(answer) {
  const round = answer.outcome;
  const drawn = new Set(round.balls);
  round.card.forEach((row, r) => {
    row.forEach((number, c) => {
      const cell = document.getElementById(`cell-${r}-${c}`);
      // Card and balls in the page's digits (the digit rule, local-digits.js).
      cell.textContent = localDigits(number, words.lang);
      cell.classList.toggle('hit', drawn.has(number));
    });
  });
  const balls = document.getElementById('balls');
  const onCard = new Set(round.card.flat());
  balls.replaceChildren(
    ...round.balls.map((number) => {
      const item = document.createElement('li');
      item.textContent = localDigits(number, words.lang);
      // A ball that marks the card is shown in the same gold as the number it marks.
      if (onCard.has(number)) item.className = 'hit';
      return item;
    }),
  );
  const marked = round.markedPerRow.reduce((sum, n) => sum + n, 0);
  // The page writes data-pattern-<name in lower case>, which dataset reads as pattern + capitalised name.
  const name = words[`pattern${round.pattern[0].toUpperCase()}${round.pattern.slice(1).toLowerCase()}`];
  document.getElementById('result').textContent =
    `${name} · ${localDigits(`${marked}/15`, words.lang)} ${words.marked}`;
}

playOnClick(
  document.getElementById('buy'),
  () => ({ cardPriceMinor: document.getElementById('price').value }),
  showRound,
);
