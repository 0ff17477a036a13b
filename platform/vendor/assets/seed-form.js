// The verify page's client-seed form: fix your own client seed for the next rounds, or go back to a fresh random
// one per round (assets/client-seed.js). Nothing is sent to the server until the next bet carries it.
import { chooseSeed, chosenSeed, forgetSeed } from './client-seed.js';

const form = document.getElementById('seed-form');
const input = document.getElementById('client-seed');
const status = document.getElementById('seed-status');

function showChoice() {
  const fixed = chosenSeed();
  input.value = fixed ?? '';
  status.textContent = fixed ? form.dataset.fixed : form.dataset.fresh;
}

// A game without a client seed (the crash game's shared round) has no form in its panel.
if (form) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (chooseSeed(input.value.trim())) showChoice();
    else status.textContent = form.dataset.invalid;
  });
  document.getElementById('seed-fresh').addEventListener('click', () => {
    forgetSeed();
    showChoice();
  });
  showChoice();
}
