// The verify page's client-seed form: fix your own client seed for the next rounds, or go back to a fresh random
// one per round (assets/client-seed.js). Nothing is sent to the server until the next bet carries it.
import { chooseSeed, chosenSeed, forgetSeed } from './client-seed.js';

const form = document.getElementById('seed-form');
const input = document.getElementById('client-seed');
const status = document.getElementById('seed-status');
const words = form.dataset;

function showChoice() {
  const fixed = chosenSeed();
  input.value = fixed ?? '';
  status.textContent = fixed ? words.fixed : words.fresh;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (chooseSeed(input.value.trim())) showChoice();
  else status.textContent = words.invalid;
});
document.getElementById('seed-fresh').addEventListener('click', () => {
  forgetSeed();
  showChoice();
});
showChoice();
