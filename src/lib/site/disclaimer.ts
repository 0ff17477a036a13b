/**
 * The disclaimer (spec 4): its checkboxes start checked (remembered as `checkDisclaimer` in localStorage);
 * accepting sets `disclaimerAccept` in sessionStorage. Both agreements are needed (age 21).
 */
import { readStorage, writeStorage } from '../stores/browser-storage.ts';

export const DISCLAIMER_AGE = 21;

export function initiallyChecked(): boolean {
  return readStorage('local', 'checkDisclaimer') !== 'false';
}

/** Records the choice; returns false (nothing accepted) unless both boxes are checked. */
export function acceptDisclaimer(ageConfirmed: boolean, termsAccepted: boolean): boolean {
  writeStorage('local', 'checkDisclaimer', String(ageConfirmed && termsAccepted));
  if (!ageConfirmed || !termsAccepted) return false;
  writeStorage('session', 'disclaimerAccept', 'true');
  return true;
}

/** Dispatched on document when the visitor accepts the pre-rendered disclaimer. */
export const DISCLAIMER_ACCEPTED = 'disclaimer:accepted';

/**
 * Runs `then` once no disclaimer stands in the way (at once, or when it is accepted), so nothing opens
 * on top of it. Returns a function that cancels the wait.
 */
export function afterDisclaimer(then: () => void): () => void {
  if (document.documentElement.dataset.disclaimer !== 'due') {
    then();
    return () => undefined;
  }
  document.addEventListener(DISCLAIMER_ACCEPTED, then, { once: true });
  return () => document.removeEventListener(DISCLAIMER_ACCEPTED, then);
}
