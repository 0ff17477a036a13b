/**
 * The idempotency key of one money action (architecture: every user action carries one). Made when the
 * person starts the action and kept across retries of it, so a repeated click or a lost answer never moves
 * money twice. From the CSPRNG; randomUUID is missing on plain-http pages, getRandomValues is not.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
