/**
 * The demo gateway's one page, rendered on the server: the order, a Pay and a Cancel button. No script at
 * all, and its one style block is allowed by hash, so its Content-Security-Policy can forbid everything else.
 */
import { createHash } from 'node:crypto';
// Amounts follow the site's rule for digits per language (contract/rules/digits.ts).
import { formatMoney } from '../../../contract/rules/money.ts';
import type { PaymentLinkFields } from '../signing.ts';

const TEXTS = {
  en: {
    title: 'Demo payment gateway',
    lead: 'This is a test gateway: no real money moves. Choose what the payment does.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel payment',
    expired: 'This payment link has expired or is not valid.',
    undelivered: 'The merchant did not confirm the payment. Please try again.',
    back: 'Back to the site',
  },
  bn: {
    title: 'ডেমো পেমেন্ট গেটওয়ে',
    lead: 'এটি একটি পরীক্ষামূলক গেটওয়ে: আসল টাকা লেনদেন হয় না। পেমেন্টটি কী হবে তা বেছে নিন।',
    order: 'অর্ডার',
    amount: 'পরিমাণ',
    pay: 'পরিশোধ করুন',
    cancel: 'পেমেন্ট বাতিল করুন',
    expired: 'এই পেমেন্ট লিংকের মেয়াদ শেষ বা এটি সঠিক নয়।',
    undelivered: 'মার্চেন্ট পেমেন্টটি নিশ্চিত করেনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    back: 'সাইটে ফিরে যান',
  },
} as const;

const STYLE =
  'body{font-family:system-ui,"Noto Sans Bengali",sans-serif;background:#f4f5f7;color:#1d2330;margin:0;padding:2rem 1rem}' +
  'main{max-width:26rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}' +
  'h1{font-size:1.25rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#5a6275}dd{margin:0;font-weight:600}' +
  'form{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1rem}button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:1px solid #c4c9d4;background:#fff;cursor:pointer}' +
  'button[value=pay]{background:#0b7a3e;border-color:#0b7a3e;color:#fff}.error{color:#b3261e}';

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** The page's own policy: nothing but its hashed style, posting only back to itself. */
export const PAGE_POLICY = `default-src 'none'; img-src 'self'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shell(language: 'bn' | 'en', body: string): string {
  const t = TEXTS[language];
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeText(t.title)}</title>` +
    // The site's own icon (img-src 'self' allows it): without a named icon the browser asks for a missing /favicon.ico.
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

/** The payment page for a valid link; `error` shows above the buttons after a failed delivery. */
export function paymentPage(fields: PaymentLinkFields, signature: string, error?: 'undelivered'): string {
  const t = TEXTS[fields.language];
  const hidden = Object.entries({ ...fields, signature })
    .map(([name, value]) => `<input type="hidden" name="${escapeText(name)}" value="${escapeText(value)}">`)
    .join('');
  return shell(
    fields.language,
    `<h1>${escapeText(t.title)}</h1><p>${escapeText(t.lead)}</p>` +
      `<dl><dt>${escapeText(t.order)}</dt><dd>${escapeText(fields.orderId)}</dd>` +
      `<dt>${escapeText(t.amount)}</dt><dd>${escapeText(`${formatMoney(BigInt(fields.amountMinor), fields.language)} ${fields.currency}`)}</dd></dl>` +
      (error ? `<p class="error" role="alert">${escapeText(t[error])}</p>` : '') +
      `<form method="post" action="pay">${hidden}<button type="submit" name="action" value="pay">${escapeText(t.pay)}</button>` +
      `<button type="submit" name="action" value="cancel">${escapeText(t.cancel)}</button></form>`,
  );
}

/** For a link that is expired, altered or unknown: nothing to pay, a way back. */
export function invalidLinkPage(language: 'bn' | 'en', returnPath: string | null): string {
  const t = TEXTS[language];
  const back = returnPath ? `<p><a href="${escapeText(returnPath)}">${escapeText(t.back)}</a></p>` : '';
  return shell(
    language,
    `<h1>${escapeText(t.title)}</h1><p class="error" role="alert">${escapeText(t.expired)}</p>${back}`,
  );
}
