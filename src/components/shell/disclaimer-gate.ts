/**
 * Behaviour of the pre-rendered disclaimer (DisclaimerGate.astro): modal while due, Esc ignored, both
 * agreements needed; acceptance is stored and announced so the popup notices can follow.
 * It is made modal by making everything else inert rather than by showModal(): the dialog is already on
 * screen from the first paint, and moving it into the top layer would paint it anew (a late LCP) for nothing.
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
    box.addEventListener('change', () => {
      if (refused) refused.hidden = true;
    });
  }
  const unlock = lockBodyScroll();
  const behind = [...document.body.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el !== dialog && !el.classList.contains('disclaimer-veil'),
  );
  for (const el of behind) el.inert = true;
  dialog.show();
  accept?.focus();
  accept?.addEventListener('click', () => {
    if (!acceptDisclaimer(boxes[0]?.checked === true, boxes[1]?.checked === true)) {
      if (refused) refused.hidden = false;
      return;
    }
    dialog.close();
    delete root.dataset.disclaimer;
    for (const el of behind) el.inert = false;
    unlock();
    document.dispatchEvent(new CustomEvent(DISCLAIMER_ACCEPTED));
  });
}
