/**
 * One money action as a person performs it: an idempotency key made when they start and kept while they retry
 * the same thing, a pending state, and the platform's verdict. Never shows success before the platform says so.
 */
import { useRef, useState } from 'react';
import { newRequestId } from '../../lib/money/request-id.ts';
import { refreshBalance } from '../../lib/stores/wallet.ts';
import { moneyErrorText } from './money-error.ts';
import type { MemberMessages } from './messages.ts';

export function useMoneyAction(messages: MemberMessages) {
  const key = useRef<{ id: string; input: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  /** Runs `call` with the key for `input` (the same input retried keeps its key). Returns the result, or null when refused. */
  async function run<T>(input: string, call: (requestId: string) => Promise<T>, doneText: string): Promise<T | null> {
    if (pending) return null;
    if (key.current?.input !== input) key.current = { id: newRequestId(), input };
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const result = await call(key.current.id);
      key.current = null;
      setDone(doneText);
      void refreshBalance();
      return result;
    } catch (caught) {
      setError(moneyErrorText(caught, messages));
      return null;
    } finally {
      setPending(false);
    }
  }

  return { run, pending, error, done, setError };
}
