// Ocean Hunt in the browser: sends the target and the shot cost, then shows whether the server's shot caught it.
import { playOnClick } from './round-client.js';

const words = document.getElementById('game').dataset;

function showShot(answer) {
  const shot = answer.outcome;
  // dataset turns data-fish-golden-whale into fishGoldenWhale.
  const key = `fish-${shot.fish.replace(' ', '-')}`.replace(/-([a-z])/g, (_m, c) => c.toUpperCase());
  document.getElementById('result').textContent = `${words[key]}: ${shot.caught ? words.hit : words.miss}`;
}

playOnClick(
  document.getElementById('fire'),
  () => ({
    target: document.getElementById('target').value,
    shotMinor: document.getElementById('shot').value,
  }),
  showShot,
);
