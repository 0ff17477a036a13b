/**
 * The age-and-terms gate (spec 4, issue 27). Its boxes start unticked: the player ticks them. Accepting is
 * remembered on the device (localStorage `disclaimerConsent`: the text's version and until when) for as long as
 * the merchant sets, and for the browser session (sessionStorage `disclaimerAccept`, the spec's key). A remembered
 * answer to an older text, or one past its time, counts for nothing: the gate asks again. Both agreements are
 * needed (age 21).
 */
import { readStorage, writeStorage } from '../stores/browser-storage.ts';

export const DISCLAIMER_AGE = 21;

/** Read by the pre-paint script too (pre-paint-script.mjs): keep the two in step. */
const CONSENT_KEY = 'disclaimerConsent';
const DAY_MS = 86_400_000;

/** The gate's text version the page was drawn with (the `data-consent` of <html>). */
function pageConsentVersion(): string {
  return document.documentElement.dataset.consent ?? '';
}

/** Whether this device holds the player's answer to the page's text, still in time (or accepted this session). */
export function consentIsCurrent(now = Date.now()): boolean {
  if (readStorage('session', 'disclaimerAccept') === 'true') return true;
  const [version, until] = (readStorage('local', CONSENT_KEY) ?? '').split(':');
  return version === pageConsentVersion() && Number(until) > now;
}

/**
 * The login form's agreement box: ticked only when this device already holds the player's own answer to the
 * same text (they ticked it, in the gate or before), never by default.
 */
export function initiallyChecked(): boolean {
  return consentIsCurrent();
}

/** Records the answer for `days`; returns false (nothing accepted) unless both boxes are ticked. */
export function acceptDisclaimer(ageConfirmed: boolean, termsAccepted: boolean, days: number): boolean {
  if (!ageConfirmed || !termsAccepted) return false;
  writeStorage('session', 'disclaimerAccept', 'true');
  writeStorage('local', CONSENT_KEY, `${pageConsentVersion()}:${Date.now() + days * DAY_MS}`);
  return true;
}

/** Days a device remembers the answer when the page does not say what the merchant set. */
export const DEFAULT_CONSENT_DAYS = 30;

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
