/**
 * Drawing helpers for the games' SVG art (all drawn by us): gradients, outlines and the shapes several sets share
 * (rank letters, coins, gems, stars, suits). Every picture is drawn in a 100 × 100 box; ids are prefixed by the
 * picture's own id so many pictures can share one page.
 */

/** A vertical (or diagonal) linear gradient through `colours`, evenly spaced. */
export function linear(id: string, colours: readonly string[], diagonal = false): string {
  const stops = colours
    .map((c, i) => `<stop offset="${colours.length === 1 ? 0 : i / (colours.length - 1)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1">${stops}</linearGradient>`;
}

/** A radial gradient lit from the upper left. */
export function radial(id: string, colours: readonly string[], cx = 0.35, cy = 0.3): string {
  const stops = colours.map((c, i) => `<stop offset="${i / (colours.length - 1)}" stop-color="${c}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="0.8">${stops}</radialGradient>`;
}

/** A soft white highlight in the upper left of a round shape. */
export const shine = (cx: number, cy: number, rx: number, ry: number, opacity = 0.45) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity="${opacity}"/>`;

export const GOLD = ['#fff3b0', '#ffc940', '#c77d0a'];
export const GOLD_DARK = '#7a4a05';

/** A card rank (A, K, Q, J, 10) as a heavy letter with a light-to-dark fill, a dark outline and a white rim. */
export function rank(id: string, letter: string, colours: readonly string[], outline: string, ornament = ''): string {
  const size = letter.length > 1 ? 58 : 74;
  return (
    `<defs>${linear(`${id}-f`, colours)}</defs>${ornament}` +
    `<text x="50" y="${letter.length > 1 ? 70 : 77}" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-weight="900" ` +
    `font-size="${size}" fill="url(#${id}-f)" stroke="${outline}" stroke-width="7" stroke-linejoin="round" paint-order="stroke">${letter}</text>` +
    `<text x="50" y="${letter.length > 1 ? 70 : 77}" text-anchor="middle" font-family="Georgia,'DejaVu Serif',serif" font-weight="900" ` +
    `font-size="${size}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.2">${letter}</text>`
  );
}

/** A gold coin with a rim and an embossed motif (drawn in the coin's centre, in a 100 box scaled to fit). */
export function coin(id: string, motif: string, colours: readonly string[] = GOLD, edge = GOLD_DARK): string {
  return (
    `<defs>${radial(`${id}-c`, colours)}${linear(`${id}-r`, [colours[0]!, colours[2]!])}</defs>` +
    `<circle cx="50" cy="52" r="40" fill="${edge}"/><circle cx="50" cy="49" r="40" fill="url(#${id}-r)"/>` +
    `<circle cx="50" cy="49" r="32" fill="url(#${id}-c)" stroke="${edge}" stroke-opacity=".5" stroke-width="2"/>` +
    `<g transform="translate(50 49) scale(.5) translate(-50 -50)" opacity=".85">${motif}</g>${shine(38, 34, 12, 6, 0.5)}`
  );
}

/** A five-pointed star centred at (cx, cy) with outer radius r. */
export function starPath(cx: number, cy: number, r: number, inner = 0.45): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

export function star(id: string, colours: readonly string[] = GOLD, edge = GOLD_DARK): string {
  return (
    `<defs>${radial(`${id}-s`, colours, 0.4, 0.35)}</defs>` +
    `<path d="${starPath(50, 54, 44)}" fill="${edge}"/><path d="${starPath(50, 51, 44)}" fill="url(#${id}-s)" stroke="${edge}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${starPath(50, 51, 22)}" fill="#fff" opacity=".25"/>`
  );
}

/** Card suits as shapes (not glyphs), in a 100 box. */
export const SUIT_PATHS = {
  hearts: 'M50 88C18 62 8 48 8 32 8 18 19 9 31 9c9 0 15 5 19 12 4-7 10-12 19-12 12 0 23 9 23 23 0 16-10 30-42 56z',
  diamonds: 'M50 6 86 50 50 94 14 50z',
  spades:
    'M50 6C30 30 10 44 10 62c0 12 9 20 20 20 7 0 12-3 16-8-2 8-6 14-12 18h32c-6-4-10-10-12-18 4 5 9 8 16 8 11 0 20-8 20-20C90 44 70 30 50 6z',
  clubs:
    'M50 8a18 18 0 0 0-15 28 18 18 0 1 0 11 31c-2 9-6 16-12 21h32c-6-5-10-12-12-21a18 18 0 1 0 11-31A18 18 0 0 0 50 8z',
} as const;

export type Suit = keyof typeof SUIT_PATHS;

export function suit(id: string, which: Suit, colours: readonly string[], edge: string): string {
  return (
    `<defs>${linear(`${id}-g`, colours)}</defs><path d="${SUIT_PATHS[which]}" fill="${edge}" transform="translate(0 3)"/>` +
    `<path d="${SUIT_PATHS[which]}" fill="url(#${id}-g)" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${SUIT_PATHS[which]}" fill="#fff" opacity=".22" transform="translate(50 40) scale(.5) translate(-60 -50)"/>`
  );
}

/** Faceted gems: a crown of light facets over a darker pavilion. */
const GEM_SHAPES = {
  // outline, table (top facet), and the lines from the girdle down
  diamond: { outline: 'M20 36 34 18h32l14 18-30 50z', table: 'M34 18h32l-6 18H40z', girdle: 'M20 36h60' },
  hex: { outline: 'M50 10 84 30v40L50 90 16 70V30z', table: 'M50 26 70 38v24L50 74 30 62V38z', girdle: '' },
  oval: {
    outline: 'M50 10c22 0 36 18 36 40S72 90 50 90 14 72 14 50 28 10 50 10z',
    table: 'M50 26c12 0 20 11 20 24S62 74 50 74 30 63 30 50s8-24 20-24z',
    girdle: '',
  },
  square: { outline: 'M22 14h56l8 8v56l-8 8H22l-8-8V22z', table: 'M32 28h36v44H32z', girdle: '' },
  triangle: { outline: 'M50 10 90 84H10z', table: 'M50 36 70 72H30z', girdle: '' },
  heart: {
    outline: SUIT_PATHS.hearts,
    table: 'M50 66C34 54 28 46 28 38c0-6 5-11 11-11 5 0 9 3 11 7 2-4 6-7 11-7 6 0 11 5 11 11 0 8-6 16-22 28z',
    girdle: '',
  },
} as const;

export type GemShape = keyof typeof GEM_SHAPES;

export function gem(id: string, shape: GemShape, light: string, mid: string, dark: string): string {
  const g = GEM_SHAPES[shape];
  return (
    `<defs>${linear(`${id}-o`, [light, mid, dark], true)}${linear(`${id}-t`, ['#ffffff', light])}</defs>` +
    `<path d="${g.outline}" fill="${dark}" transform="translate(0 3)"/>` +
    `<path d="${g.outline}" fill="url(#${id}-o)" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${g.table}" fill="url(#${id}-t)" opacity=".75"/>` +
    (g.girdle
      ? `<path d="${g.girdle}M34 18 40 36 50 86 60 36 66 18" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1.5"/>`
      : '') +
    `<path d="M30 22l6 6" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/>`
  );
}

/** A round sparkle (four-pointed) for glints on the art. */
export const sparkle = (x: number, y: number, r: number, colour = '#fff') =>
  `<path d="M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}z" fill="${colour}"/>`;

/** A round badge that marks a wild: a glowing ring behind the picture. */
export function wildRing(id: string, glow: string, ring: string): string {
  return (
    `<defs>${radial(`${id}-w`, [glow, `${glow}00`], 0.5, 0.5)}</defs><circle cx="50" cy="50" r="50" fill="url(#${id}-w)"/>` +
    `<circle cx="50" cy="50" r="44" fill="none" stroke="${ring}" stroke-width="3" stroke-dasharray="4 5" opacity=".9"/>`
  );
}
