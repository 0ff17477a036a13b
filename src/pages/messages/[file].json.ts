/** /messages/auth.<bn|en>.json: the account forms' messages, pre-rendered per language. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { pickMessages } from '../../lib/i18n/pick.ts';
import { LOCALES, type Locale } from '../../lib/i18n/locales.ts';
import { AUTH_MESSAGE_KEYS } from '../../lib/i18n/auth-message-keys.ts';

export const getStaticPaths = (() =>
  LOCALES.map((locale) => ({ params: { file: `auth.${locale}` }, props: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(pickMessages((props as { locale: Locale }).locale, AUTH_MESSAGE_KEYS)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
