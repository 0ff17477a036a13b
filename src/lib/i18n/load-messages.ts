/** Fetches a pre-rendered message group once per page (see src/pages/messages/). */
import type { Locale } from './locales.ts';

const loaded = new Map<string, Promise<unknown>>();

export function loadMessages<T>(group: 'auth' | 'agent', locale: Locale): Promise<T> {
  const url = `/messages/${group}.${locale}.json`;
  let messages = loaded.get(url);
  if (!messages) {
    messages = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json();
    });
    messages.catch(() => loaded.delete(url));
    loaded.set(url, messages);
  }
  return messages as Promise<T>;
}
