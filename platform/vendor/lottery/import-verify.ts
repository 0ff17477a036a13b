/**
 * The verify page of a draw whose result is imported from the official results: there is no seed to reveal, so
 * the page says where the result came from (the provider's key id, the signature and the file's hash, which anyone
 * holding the published file can check), or that the draw is still awaiting its official result.
 */
import { localDigits } from '../../../contract/rules/digits.ts';
import { escapeHtml as e, vendorPage } from '../page-shell.ts';
import type { VendorLanguage } from '../texts.ts';
import type { LotteryResultImport } from './result-import.ts';
import type { LotteryDraw } from './repository.ts';
import type { DrawResult } from './results.ts';
import { LOTTERY_TEXTS } from './texts.ts';
import { resultText } from './verify-page.ts';

const IMPORT_TEXTS = {
  en: {
    awaiting: 'Awaiting the official result: this draw is settled from the results provider’s signed file.',
    imported: 'Official result, imported from the results provider’s signed file (no seed is drawn here).',
    source: 'Result source',
    officialFile: 'Official results file',
    keyId: 'Signed by key id',
    signature: 'Ed25519 signature',
    fileHash: 'Results SHA-256',
    importedAt: 'Imported at',
    drawAt: 'Draw time',
  },
  bn: {
    awaiting: 'অফিসিয়াল ফলাফলের অপেক্ষায়: এই ড্র ফলাফল প্রদানকারীর স্বাক্ষরিত ফাইল থেকে নিষ্পত্তি হয়।',
    imported: 'অফিসিয়াল ফলাফল, ফলাফল প্রদানকারীর স্বাক্ষরিত ফাইল থেকে আনা হয়েছে (এখানে কোনো সিড টানা হয় না)।',
    source: 'ফলাফলের উৎস',
    officialFile: 'অফিসিয়াল ফলাফল ফাইল',
    keyId: 'স্বাক্ষরকারী কী আইডি',
    signature: 'Ed25519 স্বাক্ষর',
    fileHash: 'ফলাফলের SHA-256',
    importedAt: 'আনার সময়',
    drawAt: 'ড্রয়ের সময়',
  },
} as const satisfies Record<VendorLanguage, Record<string, string>>;

/** True when the page of `draw` is this one: it has an imported result, or its game waits for one. */
export function showsImport(draw: LotteryDraw, imported: LotteryResultImport | undefined, awaits: boolean): boolean {
  return !!imported || (awaits && draw.state !== 'settled');
}

export function importedVerifyPage(
  language: VendorLanguage,
  draw: LotteryDraw,
  imported: LotteryResultImport | undefined,
): string {
  const l = LOTTERY_TEXTS[language];
  const t = IMPORT_TEXTS[language];
  const head = `<h1>${e(l.verifyTitle)}</h1>`;
  const ids =
    `<dt>${e(l.draw)}</dt><dd><code>${e(draw.id)}</code></dd>` +
    `<dt>${e(t.drawAt)}</dt><dd>${e(localDigits(draw.draw_at.replace('T', ' ').slice(0, 16), language))} UTC</dd>`;
  if (draw.state === 'cancelled')
    return vendorPage(language, l.verifyTitle, `${head}<p>${e(l.cancelled)}</p><dl>${ids}</dl>`);
  if (!imported)
    return vendorPage(language, l.verifyTitle, `${head}<p role="status">${e(t.awaiting)}</p><dl>${ids}</dl>`);
  const result = JSON.parse(imported.result) as DrawResult;
  return vendorPage(
    language,
    l.verifyTitle,
    `${head}<p class="ok" role="status">${e(t.imported)}</p>` +
      `<dl>${ids}<dt>${e(t.source)}</dt><dd>${e(t.officialFile)}</dd>` +
      `<dt>${e(t.keyId)}</dt><dd><code>${e(imported.key_id)}</code></dd>` +
      `<dt>${e(t.signature)}</dt><dd><code>${e(imported.signature)}</code></dd>` +
      `<dt>${e(t.fileHash)}</dt><dd><code>${e(imported.file_sha256)}</code></dd>` +
      `<dt>${e(t.importedAt)}</dt><dd>${e(localDigits(imported.imported_at.replace('T', ' ').slice(0, 19), language))} UTC</dd></dl>` +
      `<h2>${e(l.results)}</h2>` +
      `<table class="hands"><tbody>${resultText(result, language)}</tbody></table>`,
  );
}
