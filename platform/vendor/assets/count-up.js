// Pure helpers for showing a round's money as it lands: the figure of a count-up at a moment, how long it lasts,
// and how big a win is against its bet. Integer maths on minor units (strings or bigints), never a float amount.

/** '1234' minor units → '12.34' (plain digits; the page's digits are the caller's job). */
export function minorText(minor) {
  const text = BigInt(minor).toString();
  const negative = text.startsWith('-');
  const digits = (negative ? text.slice(1) : text).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const STEPS = 1_000_000n;

/**
 * The figure shown `progress` (0 to 1) of the way from `fromMinor` to `toMinor`, eased out so it slows as it
 * lands; exact at both ends, never past the end, whole minor units only.
 */
export function countUpMinor(fromMinor, toMinor, progress) {
  const from = BigInt(fromMinor);
  const to = BigInt(toMinor);
  if (!(progress > 0)) return from;
  if (progress >= 1) return to;
  const eased = 1 - (1 - progress) ** 3;
  const share = BigInt(Math.min(Number(STEPS), Math.floor(eased * Number(STEPS))));
  return from + ((to - from) * share) / STEPS;
}

/** How a win compares with its bet: none, a win, a big win (10× or more) or a mega win (50× or more). */
export function winTier(winMinor, betMinor) {
  const win = BigInt(winMinor);
  const bet = BigInt(betMinor);
  if (win <= 0n) return 'none';
  if (bet > 0n && win >= bet * 50n) return 'mega';
  if (bet > 0n && win >= bet * 10n) return 'big';
  return 'win';
}

/** How long the win counts up, in ms: longer for a bigger win against the bet, between 0.5 and 2.5 s. */
export function countUpMs(winMinor, betMinor) {
  const win = BigInt(winMinor);
  const bet = BigInt(betMinor);
  if (win <= 0n) return 0;
  const ratio = bet > 0n ? Number((win * 100n) / bet) / 100 : 1;
  return Math.round(Math.min(2500, 500 + 450 * Math.log2(1 + ratio)));
}
