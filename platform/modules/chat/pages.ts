/**
 * The chat's two small pages, served by the platform: the player's popup (/support/chat, /en/support/chat;
 * usable at 440x500 and on phones) and the operators' page (/ops/chat, /en/ops/chat). Each is a static shell
 * with its words as JSON data and one script file from public/; everything else comes from the chat calls.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPERATOR_TEXTS, PLAYER_TEXTS, type PageLanguage } from './page-texts.ts';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

/**
 * The pages' policy. connect-src names the socket's origin (ws: or wss: of PUBLIC_URL) beside 'self': older
 * browsers do not count a WebSocket to the page's own host as 'self'. Without PUBLIC_URL (a demo) 'self' alone,
 * which current browsers apply to ws: of the page's own host. Nothing else may be reached.
 */
export function pagePolicy(publicOrigin: string | undefined): string {
  const socket = publicOrigin ? ` ${publicOrigin.replace(/^http/, 'ws')}` : '';
  return `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'${socket}; form-action 'self'; object-src 'none'; base-uri 'none'`;
}

function escapeJson(value: unknown): string {
  // Inside <script type="application/json">: no "</script>" can close it early.
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function shell(
  language: PageLanguage,
  title: string,
  script: string,
  texts: unknown,
  extra: Record<string, string>,
): string {
  const data = Object.entries(extra)
    .map(([k, v]) => ` data-${k}="${v}"`)
    .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/support/chat/chat.css">
</head>
<body${data}>
<script type="application/json" id="chat-texts">${escapeJson(texts)}</script>
<div id="chat-root"></div>
<script type="module" src="${script}"></script>
</body>
</html>`;
}

function sendHtml(reply: FastifyReply, html: string, policy: string) {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', policy)
    .type('text/html; charset=utf-8')
    .send(html);
}

function asset(name: string, type: string) {
  const body = fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8');
  return (_request: unknown, reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type(type).send(body);
}

export function chatPages(app: FastifyInstance, publicOrigin: string | undefined): void {
  const policy = pagePolicy(publicOrigin);
  for (const language of ['bn', 'en'] as const) {
    const prefix = language === 'en' ? '/en' : '';
    app.get(`${prefix}/support/chat`, (_request, reply) => {
      const texts = PLAYER_TEXTS[language];
      return sendHtml(
        reply,
        shell(language, texts.title, '/support/chat/player.js', texts, { language, login: `${prefix}/login` }),
        policy,
      );
    });
    app.get(`${prefix}/ops/chat`, (_request, reply) => {
      const texts = OPERATOR_TEXTS[language];
      return sendHtml(reply, shell(language, texts.title, '/ops/chat/operator.js', texts, { language }), policy);
    });
  }
  app.get('/support/chat/player.js', asset('chat-player.js', 'text/javascript; charset=utf-8'));
  app.get('/support/chat/common.js', asset('chat-common.js', 'text/javascript; charset=utf-8'));
  app.get('/support/chat/live.js', asset('chat-live.js', 'text/javascript; charset=utf-8'));
  app.get('/ops/chat/operator.js', asset('chat-operator.js', 'text/javascript; charset=utf-8'));
  app.get('/support/chat/chat.css', asset('chat.css', 'text/css; charset=utf-8'));
}
