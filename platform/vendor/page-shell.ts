/** The HTML frame of the vendor's pages: strict policy, one hashed style block, scripts only as files from /vendor/assets/. */
import { createHash } from 'node:crypto';
import { GAME_STYLE_HASHES } from './chrome/styles.ts';
import { SPORTS_STYLE } from './sports-style.ts';
import type { VendorLanguage } from './texts.ts';

const STYLE =
  'body{font-family:system-ui,"Noto Sans Bengali",sans-serif;background:#1b1030;color:#f6f0ff;margin:0;padding:.75rem}' +
  'main{max-width:40rem;margin:0 auto}h1{font-size:1.3rem;margin:.25rem 0 .75rem}' +
  'table.reels{border-collapse:separate;border-spacing:4px;width:100%;table-layout:fixed;margin:.5rem 0}' +
  '.reels td{background:#fff;color:#2a1450;border-radius:6px;text-align:center;padding:.6rem 0;font-weight:700;font-size:.7rem;overflow:hidden}' +
  '.reels caption{text-align:left;font-weight:600}.row{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}' +
  'button{font:inherit;font-weight:700;padding:.7rem 1.6rem;border-radius:8px;border:0;background:#f2b632;color:#2a1450;cursor:pointer}' +
  'button:disabled{opacity:.6}select{font:inherit;padding:.4rem}code{word-break:break-all;font-size:.75rem}' +
  '#seed-form input{font:inherit;padding:.5rem;width:100%;max-width:26rem;box-sizing:border-box;border-radius:6px;border:1px solid #5b3f8a}' +
  'button.secondary{background:transparent;color:#ffd56b;border:1px solid #ffd56b}' +
  'a{color:#ffd56b}.alert{color:#ffb4a8;min-height:1.2em}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem}dd{margin:0}' +
  '.ok{color:#9be39b}.bad{color:#ffb4a8}fieldset{border:1px solid #5b3f8a;border-radius:8px}' +
  'table.hands{width:100%;border-collapse:collapse;margin:.5rem 0}.hands th,.hands td{padding:.3rem;text-align:left}' +
  '.hands caption{text-align:left;font-weight:600}' +
  // Bingo: a marked number stands out in the game's gold; the drawn balls wrap as small discs.
  '.bingo-card td{font-size:1rem}.bingo-card td.hit,.balls li.hit{background:#f2b632;color:#2a1450}.balls{display:flex;flex-wrap:wrap;gap:.3rem;list-style:none;padding:0;margin:.25rem 0 .75rem}' +
  '.balls li{min-width:1.8rem;height:1.8rem;line-height:1.8rem;border-radius:50%;background:#3a2366;text-align:center;font-size:.8rem}' +
  'h2{font-size:1rem;margin:.75rem 0 .25rem}' +
  // On a phone the seed hashes get the full width under their labels instead of a column a few digits wide.
  '@media (max-width:30rem){dl{grid-template-columns:1fr}dd{margin-bottom:.4rem}}' +
  SPORTS_STYLE +
  // Lottery trends: each number with how often it came out, the most frequent in gold.
  '.trends{display:grid;grid-template-columns:repeat(auto-fill,minmax(2.9rem,1fr));gap:.25rem;list-style:none;padding:0;margin:.25rem 0}' +
  '.trends li{background:#3a2366;border-radius:6px;text-align:center;padding:.2rem 0;font-size:.75rem}.trends b{display:block;font-size:.9rem}' +
  '.trends li.hot{background:#f2b632;color:#2a1450}.trends li:only-child{grid-column:1/-1;padding:.4rem}' +
  // A ticket of a cancelled draw is marked at its edge as well as in words; the import-only games' source line.
  '#tickets li.cancelled{border-left:3px solid #ffb4a8;padding-left:.5rem}.source{font-size:.85rem}' +
  // Lottery slip: a grid of numbers for the thumb (44 px cells), stake chips, ticket filters; the result boards.
  '.grid{display:grid;gap:.3rem;margin:.5rem 0}.grid.pool{grid-template-columns:repeat(auto-fill,minmax(2.75rem,1fr))}' +
  '.grid.digits{grid-template-columns:1fr}.digit-row{display:grid;grid-template-columns:repeat(auto-fill,minmax(2.75rem,1fr));gap:.3rem;padding:.2rem 0;border-bottom:1px solid #3a2366}' +
  'button.cell{min-width:2.75rem;min-height:2.75rem;padding:0;border-radius:50%;background:#2d1a52;color:#f6f0ff;border:1px solid #5b3f8a;font-weight:600}' +
  'button.cell[aria-pressed=true]{background:#f2b632;color:#2a1450;border-color:#f2b632}' +
  '.chips,.filters{display:flex;flex-wrap:wrap;gap:.4rem;margin:.4rem 0}button.chip,button.filter{min-height:2.75rem;padding:.4rem .9rem}' +
  'button.chip{border-radius:999px;background:#3a2366;color:#ffd56b;border:2px dashed #ffd56b}' +
  'button.filter{background:transparent;color:#f6f0ff;border:1px solid #5b3f8a}button.filter[aria-pressed=true]{background:#5b3f8a}' +
  'select,input{min-height:2.75rem;box-sizing:border-box;font:inherit}#slip input{padding:.3rem .5rem;border-radius:6px;border:1px solid #5b3f8a}' +
  '.explain{font-size:.85rem;color:#d9c9f5;margin:.25rem 0}.win-line output{font-size:1.2rem;font-weight:700;color:#ffd56b}' +
  '#quick-pick,#clear,#buy{min-height:2.75rem}details{margin:.75rem 0;border:1px solid #5b3f8a;border-radius:8px;padding:.5rem}' +
  'summary{min-height:2.75rem;display:flex;align-items:center;cursor:pointer;color:#ffd56b}' +
  '#tickets{list-style:none;padding:0}#tickets>li{background:#241440;border-radius:8px;padding:.5rem;margin:.4rem 0}' +
  '#tickets>li[data-outcome=won]{border-left:4px solid #9be39b}.ticket-line{margin:0 0 .3rem}' +
  '.board .tier{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem .5rem;padding:.15rem 0}.tier-name{min-width:5.5rem;font-size:.8rem;color:#d9c9f5}' +
  '.board .balls{display:flex;flex-wrap:wrap;gap:.25rem}.board b{min-width:1.9rem;height:1.9rem;padding:0 .3rem;box-sizing:border-box;' +
  'border-radius:999px;background:#3a2366;display:inline-flex;align-items:center;justify-content:center;font-size:.85rem}' +
  '.board b.hit{background:#f2b632;color:#2a1450}#results figure{margin:.5rem 0;background:#241440;border-radius:8px;padding:.5rem}' +
  '#results figcaption{font-size:.85rem;margin-bottom:.3rem}';

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
// The game pages' own blocks (chrome/styles.ts) are allowed by their hashes too.
const GAME_STYLES = GAME_STYLE_HASHES.join(' ');

/** Nothing inline may run; fetches go back to this server only; only the site itself may frame the game. */
export const VENDOR_PAGE_POLICY =
  `default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self'; style-src 'sha256-${STYLE_HASH}' ${GAME_STYLES}; ` +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'self'";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function vendorPage(language: VendorLanguage, title: string, body: string, script?: string): string {
  const scriptTag = script ? `<script type="module" src="/vendor/assets/${script}"></script>` : '';
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style>${scriptTag}</head>` +
    `<body><main>${body}</main></body></html>`
  );
}
