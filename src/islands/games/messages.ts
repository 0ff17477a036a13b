/** The game islands' messages: every key of locales/<lang>/games.json. */
import type { MessageKey } from '../../lib/i18n/translate.ts';

export type GamesMessageKey = Extract<MessageKey, `games.${string}`>;
export type GamesMessages = Record<GamesMessageKey, string>;

export function isGamesKey(key: string): key is GamesMessageKey {
  return key.startsWith('games.');
}
