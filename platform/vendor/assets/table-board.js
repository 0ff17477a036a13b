// Chips on a table's spots (page pieces from platform/vendor/table-page.ts): the chosen chip is added to a spot on
// a tap, the stakes show on the spots and as the bet beside the balance, "clear bets" takes them off. The bets stay
// on the table after a round, so the next deal repeats them. Money is bigint minor units, never a float.
import { formatMinor, play, showBet, words } from './chrome.js';

const MAX_SPOT_MINOR = 500000n;

export function tableBoard({ maxSpots = 3, onChange = () => {} } = {}) {
  const bets = new Map();
  const message = document.getElementById('message');
  const chip = () => BigInt(document.querySelector('input[name="chip"]:checked').value);
  const total = () => [...bets.values()].reduce((sum, stake) => sum + stake, 0n);

  function render() {
    for (const stake of document.querySelectorAll('[data-stake-for]')) {
      const amount = bets.get(stake.dataset.stakeFor);
      stake.textContent = amount ? formatMinor(String(amount)) : '';
      stake.closest('.spot')?.classList.toggle('has-bet', Boolean(amount));
    }
    showBet(total());
    onChange(bets);
  }

  /** Adds the chosen chip to `spot`; false (with the reason shown) when the table's limits refuse it. */
  function add(spot) {
    message.textContent = '';
    const now = bets.get(spot) ?? 0n;
    if (now === 0n && bets.size >= maxSpots) {
      message.textContent = words.tooMany;
      return false;
    }
    const next = now + chip() > MAX_SPOT_MINOR ? MAX_SPOT_MINOR : now + chip();
    if (next === now) {
      message.textContent = words.tableLimit;
      return false;
    }
    bets.set(spot, next);
    play('chip');
    render();
    return true;
  }

  function remove(spot) {
    bets.delete(spot);
    render();
  }

  function clear() {
    bets.clear();
    message.textContent = '';
    render();
  }

  /** Lights the spots whose bets won this round (none: every light goes out). */
  function markWinners(returns = {}) {
    for (const element of document.querySelectorAll('.spot[data-spot]')) {
      element.classList.toggle('won', BigInt(returns[element.dataset.spot] ?? '0') > 0n);
    }
  }

  for (const element of document.querySelectorAll('.spot[data-spot]')) {
    element.addEventListener('click', () => add(element.dataset.spot));
  }
  document.getElementById('clear').addEventListener('click', clear);

  return {
    add,
    remove,
    clear,
    total,
    markWinners,
    /** The round call's bet fields: { spot: stake in minor units }. */
    fields: () => Object.fromEntries([...bets].map(([spot, stake]) => [spot, String(stake)])),
    /** No chips down: the round is not sent and the player is told to place one. */
    empty: () => bets.size === 0,
  };
}
