// @ts-check
/**
 * The digit half of the rule in contract/rules/digits.ts, as plain JavaScript because the built-in vendor's
 * game pages load it in the browser as it is (/vendor/assets/local-digits.js) while the site and the platform
 * import it through rules.ts: one copy of the rule for every page.
 */
const BENGALI_ZERO = 0x09e6;

/**
 * Western digits in a text written in the language's digits ('59' -> '৫৯' for 'bn'); other languages unchanged.
 * @param {string | number | bigint} text
 * @param {string} language
 * @returns {string}
 */
export function localDigits(text, language) {
  const plain = String(text);
  if (language !== 'bn') return plain;
  return plain.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));
}
