// Lotus Baccarat in the browser: sends the chosen side and stake, then shows the hands the server dealt.
import { playOnClick } from './round-client.js';

const words = document.getElementById('game').dataset;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

const cardText = (card) => `${RANKS[card.rank - 1]}${SUITS[card.suit]}`;

function showCoup(answer) {
  const coup = answer.outcome;
  for (const side of ['player', 'banker']) {
    document.getElementById(`${side}-cards`).textContent = coup[side].map(cardText).join(' ');
    document.getElementById(`${side}-total`).textContent = String(coup[`${side}Total`]);
  }
  document.getElementById('result').textContent =
    coup.winner === 'tie' ? words.tie : `${words[coup.winner]} ${words.wins}`;
}

playOnClick(
  document.getElementById('deal'),
  () => ({
    side: document.querySelector('input[name="side"]:checked').value,
    stakeMinor: document.getElementById('stake').value,
  }),
  showCoup,
);
