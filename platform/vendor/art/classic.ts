/** The fruit machine's own pictures (sevens, bars, bells, clovers, horseshoes) and the joker's, 100 × 100. */
import { GOLD, GOLD_DARK, linear, radial, shine, sparkle } from './draw.ts';

const SEVEN = 'M20 14h62v14L52 88H32l28-58H20z';

export function seven(id: string, colours: readonly string[], edge: string): string {
  return (
    `<defs>${linear(`${id}-s`, colours)}</defs><path d="${SEVEN}" fill="${edge}" transform="translate(2 4)"/>` +
    `<path d="${SEVEN}" fill="url(#${id}-s)" stroke="${edge}" stroke-width="3.5" stroke-linejoin="round"/>` +
    '<path d="M24 18h52" stroke="#fff" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/>'
  );
}

/** One, two or three bars stacked: gold (or `colours`) ingot plates with a dark rim. */
export function bars(id: string, count: 1 | 2 | 3, colours: readonly string[] = GOLD, edge = GOLD_DARK): string {
  const height = 22;
  const gap = 5;
  const top = 50 - (count * height + (count - 1) * gap) / 2;
  const plates = Array.from({ length: count }, (_, i) => {
    const y = top + i * (height + gap);
    return (
      `<rect x="12" y="${y + 2}" width="76" height="${height}" rx="6" fill="${edge}"/>` +
      `<rect x="12" y="${y}" width="76" height="${height}" rx="6" fill="url(#${id}-b)" stroke="${edge}" stroke-width="2.5"/>` +
      `<rect x="22" y="${y + 5}" width="56" height="${height - 10}" rx="3" fill="none" stroke="${edge}" stroke-opacity=".45" stroke-width="2"/>` +
      `<path d="M18 ${y + 4}h40" stroke="#fff" stroke-opacity=".6" stroke-width="2.5" stroke-linecap="round"/>`
    );
  }).join('');
  return `<defs>${linear(`${id}-b`, colours)}</defs>${plates}`;
}

export function bell(id: string): string {
  return (
    `<defs>${radial(`${id}-b`, GOLD, 0.35, 0.3)}</defs><path d="M50 6v8" stroke="${GOLD_DARK}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M50 14c-18 0-26 14-26 32 0 14-6 20-14 26h80c-8-6-14-12-14-26 0-18-8-32-26-32z" fill="url(#${id}-b)" stroke="${GOLD_DARK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="8" y="70" width="84" height="10" rx="5" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="2.5"/><circle cx="50" cy="86" r="8" fill="${GOLD[2]}" stroke="${GOLD_DARK}" stroke-width="2.5"/>` +
    '<path d="M36 28c-4 6-5 14-5 24" stroke="#fff" stroke-opacity=".7" stroke-width="4" stroke-linecap="round" fill="none"/>'
  );
}

export function clover(id: string): string {
  const heart = 'M50 50C38 42 30 34 30 26c0-6 4-10 10-10 5 0 8 3 10 7 2-4 5-7 10-7 6 0 10 4 10 10 0 8-8 16-20 24z';
  return (
    `<defs>${radial(`${id}-c`, ['#bbf7d0', '#22c55e', '#14532d'], 0.5, 0.35)}</defs>` +
    '<path d="M52 56c6 12 8 24 4 36" stroke="#166534" stroke-width="5" stroke-linecap="round" fill="none"/>' +
    [0, 90, 180, 270]
      .map(
        (a) =>
          `<path d="${heart}" transform="rotate(${a} 50 50)" fill="url(#${id}-c)" stroke="#14532d" stroke-width="2.5"/>`,
      )
      .join('') +
    `<circle cx="50" cy="50" r="5" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` +
    sparkle(80, 18, 6)
  );
}

export function horseshoe(id: string): string {
  return (
    `<defs>${linear(`${id}-h`, ['#f8fafc', '#94a3b8', '#334155'], true)}</defs>` +
    '<path d="M24 88 14 50C10 26 28 10 50 10s40 16 36 40l-10 38H62l8-38c2-14-6-24-20-24s-22 10-20 24l8 38z" fill="#1e293b" transform="translate(0 3)"/>' +
    `<path d="M24 88 14 50C10 26 28 10 50 10s40 16 36 40l-10 38H62l8-38c2-14-6-24-20-24s-22 10-20 24l8 38z" fill="url(#${id}-h)" stroke="#1e293b" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<g fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1"><circle cx="22" cy="56" r="3"/><circle cx="20" cy="38" r="3"/><circle cx="30" cy="22" r="3"/><circle cx="50" cy="16" r="3"/><circle cx="70" cy="22" r="3"/><circle cx="80" cy="38" r="3"/><circle cx="78" cy="56" r="3"/></g>`
  );
}

export function crown(id: string, jewel = '#e11d48'): string {
  return (
    `<defs>${linear(`${id}-c`, GOLD)}</defs>` +
    `<path d="M12 74 8 28l22 18 20-30 20 30 22-18-4 46z" fill="url(#${id}-c)" stroke="${GOLD_DARK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="10" y="72" width="80" height="14" rx="4" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    `<circle cx="8" cy="26" r="5" fill="${GOLD[0]}" stroke="${GOLD_DARK}" stroke-width="2"/><circle cx="50" cy="14" r="5" fill="${GOLD[0]}" stroke="${GOLD_DARK}" stroke-width="2"/><circle cx="92" cy="26" r="5" fill="${GOLD[0]}" stroke="${GOLD_DARK}" stroke-width="2"/>` +
    `<circle cx="50" cy="79" r="5" fill="${jewel}" stroke="#3b0710" stroke-width="1.5"/><circle cx="28" cy="79" r="4" fill="#2563eb" stroke="#172554" stroke-width="1.5"/><circle cx="72" cy="79" r="4" fill="#16a34a" stroke="#052e16" stroke-width="1.5"/>` +
    `<path d="M50 40l6 10-6 10-6-10z" fill="${jewel}" stroke="#3b0710" stroke-width="1.5"/>` +
    shine(30, 56, 6, 3, 0.5)
  );
}

export function ring(id: string): string {
  return (
    `<defs>${linear(`${id}-r`, GOLD, true)}${linear(`${id}-g`, ['#e0f2fe', '#38bdf8', '#0c4a6e'], true)}</defs>` +
    `<ellipse cx="50" cy="62" rx="32" ry="28" fill="none" stroke="${GOLD_DARK}" stroke-width="13"/>` +
    `<ellipse cx="50" cy="62" rx="32" ry="28" fill="none" stroke="url(#${id}-r)" stroke-width="9"/>` +
    `<path d="M34 24 42 12h16l8 12-16 18z" fill="url(#${id}-g)" stroke="#0c4a6e" stroke-width="2.5" stroke-linejoin="round"/>` +
    '<path d="M34 24h32M42 12l8 30 8-30" stroke="#fff" stroke-opacity=".6" stroke-width="1.5" fill="none"/>' +
    sparkle(74, 14, 7)
  );
}

export function jokerHat(id: string): string {
  return (
    `<defs>${linear(`${id}-a`, ['#c084fc', '#7e22ce'])}${linear(`${id}-b`, ['#86efac', '#15803d'])}${linear(`${id}-c`, ['#fda4af', '#be123c'])}</defs>` +
    `<path d="M14 70C10 44 16 26 8 14c16 4 26 22 30 44z" fill="url(#${id}-a)" stroke="#2e1065" stroke-width="2.5"/>` +
    `<path d="M86 70c4-26-2-44 6-56-16 4-26 22-30 44z" fill="url(#${id}-c)" stroke="#4c0519" stroke-width="2.5"/>` +
    `<path d="M30 66c0-24 8-42 20-56 12 14 20 32 20 56z" fill="url(#${id}-b)" stroke="#052e16" stroke-width="2.5"/>` +
    `<path d="M12 64c24-8 52-8 76 0l-2 18c-24-6-48-6-72 0z" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="2.5"/>` +
    `<g fill="${GOLD[0]}" stroke="${GOLD_DARK}" stroke-width="2"><circle cx="8" cy="14" r="6"/><circle cx="50" cy="8" r="6"/><circle cx="92" cy="14" r="6"/></g>` +
    `<path d="M30 74l4-4 4 4-4 4zM46 72l4-4 4 4-4 4zM62 74l4-4 4 4-4 4z" fill="#e11d48"/>`
  );
}

export function dice(id: string): string {
  const pip = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#111827"/>`;
  return (
    `<defs>${linear(`${id}-d`, ['#ffffff', '#e5e7eb', '#9ca3af'], true)}</defs>` +
    `<rect x="12" y="26" width="46" height="46" rx="9" fill="url(#${id}-d)" stroke="#111827" stroke-width="2.5" transform="rotate(-14 35 49)"/>` +
    `<g transform="rotate(-14 35 49)">${pip(24, 38)}${pip(35, 49)}${pip(46, 60)}</g>` +
    `<rect x="46" y="36" width="44" height="44" rx="9" fill="url(#${id}-d)" stroke="#111827" stroke-width="2.5" transform="rotate(12 68 58)"/>` +
    `<g transform="rotate(12 68 58)" fill="#dc2626">${[
      [58, 48],
      [78, 48],
      [58, 68],
      [78, 68],
      [68, 58],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5"/>`)
      .join('')}</g>`
  );
}

export function rainbowStar(id: string): string {
  return (
    `<defs>${radial(`${id}-r`, ['#ffffff', '#fde047', '#f97316', '#db2777'], 0.5, 0.5)}</defs>` +
    '<path d="M50 4l12 30 32 2-25 20 9 32-28-18-28 18 9-32L6 36l32-2z" fill="#7c2d12" transform="translate(0 3)"/>' +
    `<path d="M50 4l12 30 32 2-25 20 9 32-28-18-28 18 9-32L6 36l32-2z" fill="url(#${id}-r)" stroke="#7c2d12" stroke-width="2.5" stroke-linejoin="round"/>` +
    shine(44, 34, 8, 5, 0.6)
  );
}
