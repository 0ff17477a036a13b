/**
 * Reads a browser-only store in an island the server also renders. The server cannot see sessionStorage,
 * so it always draws the guest state; the island's first client render must draw the same markup or React
 * throws away the server HTML (error #418). During hydration this hook answers with the value the server
 * used, and React re-renders with the store's real value right after, then follows every change.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = useCallback(() => store.get(), [store]);
  const onServer = useCallback(() => serverValue, [serverValue]);
  return useSyncExternalStore(subscribe, read, onServer);
}
