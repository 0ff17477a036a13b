/**
 * Production on a new database before the operator has created the merchant (issue 30): every page answers this
 * one, 503, in the address's language with a link to the other, and says what the operator must do. Written here
 * rather than built by Astro because no page can render without the merchant's settings.
 */
import type { FastifyReply } from 'fastify';
import { MerchantNotFoundError } from '../../platform/merchant/repository.ts';

/** The remote platform's answer for the same state (its typed refusal), seen through PLATFORM_URL. */
export class SiteNotSetUpError extends Error {
  constructor() {
    super('the platform has no merchant yet');
    this.name = 'SiteNotSetUpError';
  }
}

export const NOT_SET_UP_CODE = 'merchant_not_set_up';

export function isNotSetUp(error: unknown): boolean {
  return error instanceof MerchantNotFoundError || error instanceof SiteNotSetUpError;
}

const TEXTS = {
  bn: {
    title: 'সাইটটি এখনও চালু হয়নি',
    body: 'এই সাইটের মার্চেন্ট এখনও তৈরি করা হয়নি, তাই কোনো পাতা দেখানো যাচ্ছে না।',
    operator: 'সাইটের পরিচালক: সার্ভারে এটি চালান, তারপর পাতাটি আবার খুলুন:',
    other: 'English',
    otherHref: '/en/',
  },
  en: {
    title: 'This site is not set up yet',
    body: 'The merchant of this site has not been created yet, so no page can be shown.',
    operator: 'Site operator: run this on the server, then open the page again:',
    other: 'বাংলা',
    otherHref: '/',
  },
} as const;

const COMMAND =
  'npm run ops -- merchant create --name &lt;NAME&gt; --code &lt;CODE&gt; --currency BDT --languages bn,en';

export function setupPageHtml(locale: 'bn' | 'en'): string {
  const t = TEXTS[locale];
  const otherLang = locale === 'bn' ? 'en' : 'bn';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
body{margin:0;font:16px/1.6 system-ui,"Noto Sans Bengali",sans-serif;background:#0f1720;color:#e8edf2}
main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 1rem}
code{display:block;padding:.75rem;border-radius:.5rem;background:#1d2a36;overflow-wrap:anywhere;font-size:.9rem}
a{display:inline-flex;align-items:center;min-height:44px;min-width:44px;color:#ffd36b}
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${t.body}</p>
<p>${t.operator}</p>
<code>${COMMAND}</code>
<p><a href="${t.otherHref}" lang="${otherLang}" hreflang="${otherLang}">${t.other}</a></p>
</main>
</body>
</html>
`;
}

export function sendSetupPage(reply: FastifyReply, locale: 'bn' | 'en'): FastifyReply {
  return reply
    .code(503)
    .header('Cache-Control', 'no-store')
    .header('Retry-After', '300')
    .type('text/html; charset=utf-8')
    .send(setupPageHtml(locale));
}
