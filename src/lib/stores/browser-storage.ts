/** Safe access to sessionStorage and localStorage (absent during server rendering, may throw in private modes). */
type Area = 'session' | 'local';

function area(which: Area): Storage | undefined {
  try {
    return typeof window === 'undefined'
      ? undefined
      : which === 'session'
        ? window.sessionStorage
        : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: Area, key: string, value: string | null): void {
  try {
    const storage = area(which);
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}
