/**
 * Behaviour of the pre-rendered disclaimer (DisclaimerGate.astro): modal while due, Esc ignored, both
 * agreements needed, the boxes unticked until the player ticks them; acceptance is remembered for the days the
 * merchant sets (the live note in the dialog says how many) and announced so the popup notices can follow.
 * It is made modal by making everything else inert rather than by showModal(): the dialog is already on
 * screen from the first paint, and moving it into the top layer would paint it anew (a late LCP) for nothing.
 */
import { acceptDisclaimer, DEFAULT_CONSENT_DAYS, DISCLAIMER_ACCEPTED } from '../../lib/site/disclaimer.ts';
import { lockBodyScroll } from '../../lib/ui/scroll-lock.ts';

export function setUpDisclaimer(): void {
  const root = document.documentElement;
  const dialog = document.querySelector<HTMLDialogElement>('dialog#disclaimer');
  if (!dialog || root.dataset.disclaimer !== 'due') return;
  const boxes = [...dialog.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const refused = dialog.querySelector<HTMLElement>('[data-disclaimer-refused]');
  const accept = dialog.querySelector<HTMLButtonElement>('[data-disclaimer-accept]');
  const days = Number(dialog.querySelector<HTMLElement>('[data-consent-days]')?.dataset.consentDays);
  for (const box of boxes) {
    // A browser restoring form state must not tick a box the player did not tick on this page.
    box.checked = false;
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
    const remembered = Number.isInteger(days) && days > 0 ? days : DEFAULT_CONSENT_DAYS;
    if (!acceptDisclaimer(boxes[0]?.checked === true, boxes[1]?.checked === true, remembered)) {
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
