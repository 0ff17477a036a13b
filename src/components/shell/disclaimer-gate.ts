/**
 * Behaviour of the pre-rendered disclaimer (DisclaimerGate.astro): modal while due, Esc ignored, both
 * agreements needed; acceptance is stored and announced so the popup notices can follow.
 */
import { acceptDisclaimer, DISCLAIMER_ACCEPTED, initiallyChecked } from '../../lib/site/disclaimer.ts';
import { lockBodyScroll } from '../../lib/ui/scroll-lock.ts';

export function setUpDisclaimer(): void {
  const root = document.documentElement;
  const dialog = document.querySelector<HTMLDialogElement>('dialog#disclaimer');
  if (!dialog || root.dataset.disclaimer !== 'due') return;
  const boxes = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const refused = dialog.querySelector<HTMLElement>('[data-disclaimer-refused]');
  const accept = dialog.querySelector<HTMLButtonElement>('[data-disclaimer-accept]');
  for (const box of boxes) {
    box.checked = initiallyChecked();
    box.addEventListener('change', () => { if (refused) refused.hidden = true; });
  }
  const unlock = lockBodyScroll();
  dialog.showModal();
  accept?.focus();
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  accept?.addEventListener('click', () => {
    if (!acceptDisclaimer(boxes[0]?.checked === true, boxes[1]?.checked === true)) {
      if (refused) refused.hidden = false;
      return;
    }
    dialog.close();
    delete root.dataset.disclaimer;
    unlock();
    document.dispatchEvent(new CustomEvent(DISCLAIMER_ACCEPTED));
  });
}
