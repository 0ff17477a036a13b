// Cards on the table pages: put the server's card on a face-down card's front and turn it over, or deal a new one
// that slides in from the shoe. Transform and opacity only, so the compositor moves them.
import { pause, play, reducedMotion } from './chrome.js';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SVG = 'http://www.w3.org/2000/svg';

function suitPicture(suit, className) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', className);
  svg.setAttribute('aria-hidden', 'true');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `#suit-${suit}`);
  svg.append(use);
  return svg;
}

/** "K♠" words for the card (screen readers hear the card as it turns). */
export const cardLabel = (card) =>
  `${RANKS[card.rank - 1]}${{ spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' }[card.suit]}`;

/** Draws the card's face on the slot's front (still face down). */
export function paintFront(slot, card) {
  const front = slot.querySelector('.front');
  front.classList.toggle('red', card.suit === 'hearts' || card.suit === 'diamonds');
  const rank = document.createElement('span');
  rank.className = 'rank';
  rank.textContent = RANKS[card.rank - 1];
  front.replaceChildren(rank, suitPicture(card.suit, 'mini'), suitPicture(card.suit, 'pip'));
}

/** Turns a face-down slot over to show `card`. */
export async function turn(slot, card) {
  paintFront(slot, card);
  slot.setAttribute('aria-label', `${slot.dataset.name ?? ''} ${cardLabel(card)}`.trim());
  play('flip');
  slot.querySelector('.card').classList.add('up');
  await pause(520);
}

/** Turns every slot face down again (a new round), clearing its highlight. */
export function faceDown(slot) {
  slot.querySelector('.card').classList.remove('up');
  slot.classList.remove('win');
}

/** A new face-down card slot (for a pile), named for screen readers. */
export function newSlot(name) {
  const slot = document.createElement('div');
  slot.className = 'card-slot';
  slot.setAttribute('role', 'img');
  slot.dataset.name = name;
  slot.setAttribute('aria-label', name);
  slot.innerHTML =
    '<div class="card"><div class="card-inner"><div class="face back"></div><div class="face front"></div></div></div>';
  return slot;
}

/** Slides a slot in from above the table (the shoe), face down. */
export async function slideIn(slot, ms = 260) {
  play('deal');
  if (reducedMotion) return;
  await slot.animate(
    [
      { transform: 'translate(0,-120px) rotate(-12deg)', opacity: 0 },
      { transform: 'translate(0,0) rotate(0)', opacity: 1 },
    ],
    { duration: ms, easing: 'cubic-bezier(.2,.8,.3,1)' },
  ).finished;
}
