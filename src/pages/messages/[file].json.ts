/** /messages/<group>.<bn|en>.json: message groups too large for every page, pre-rendered per language. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { pickMessages } from '../../lib/i18n/pick.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { AUTH_MESSAGE_KEYS } from '../../lib/i18n/auth-message-keys.ts';
import type { MessageKey } from '../../lib/i18n/translate.ts';
import { AGENT_MESSAGE_KEYS } from '../../islands/agent/messages.ts';

/** The account forms' group, and the agent centre's (loaded when it first opens). */
const GROUPS: Record<string, readonly MessageKey[]> = { auth: AUTH_MESSAGE_KEYS, agent: AGENT_MESSAGE_KEYS };

export const getStaticPaths = (() =>
  Object.entries(GROUPS).flatMap(([group, keys]) =>
    LOCALES.map((locale) => ({ params: { file: `${group}.${locale}` }, props: { locale, keys } })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => {
  const { locale, keys } = props as { locale: Locale; keys: readonly MessageKey[] };
  return new Response(JSON.stringify(pickMessages(locale, keys)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
};
