/**
 * Draws the demo games' artwork into public/images/games/<code>.svg: a colour scheme from the game's code,
 * a motif for its category (reels, cards, fish, dice, ball, controller, lottery balls, bingo card) and its
 * name. Run `node scripts/game-art.ts` after adding a game to platform/db/seed/games.ts; the SVGs are
 * committed, so the site never links to an image that is not there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_GAMES } from '../platform/db/seed/games.ts';

const OUT = path.join(import.meta.dirname, '..', 'public', 'images', 'games');
const W = 300;
const H = 200;

/** A stable 32-bit hash, so a game keeps its colours from run to run. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function reels(h: number, accent: string): string {
  const symbols = ['7', '★', '♦', 'BAR', '♣', '$'];
  let out = '';
  for (let i = 0; i < 5; i++) {
    const x = 38 + i * 46;
    out += `<rect x="${x}" y="40" width="40" height="76" rx="6" fill="#fff" fill-opacity=".92"/>`;
    for (let r = 0; r < 2; r++) {
      const s = symbols[(h >>> (i * 3 + r)) % symbols.length]!;
      out += `<text x="${x + 20}" y="${70 + r * 34}" font-size="${s.length > 1 ? 12 : 22}" text-anchor="middle" fill="${accent}" font-weight="700">${s}</text>`;
    }
  }
  return out;
}

function cards(h: number, accent: string): string {
  const suits = ['♠', '♥', '♦', '♣'];
  return `${[0, 1, 2]
    .map((i) => {
      const angle = (i - 1) * 14;
      const suit = suits[(h >>> i) % 4]!;
      const red = suit === '♥' || suit === '♦';
      return (
        `<g transform="rotate(${angle} 150 130)"><rect x="122" y="34" width="56" height="80" rx="7" fill="#fff" stroke="${accent}" stroke-width="2"/>` +
        `<text x="150" y="88" font-size="34" text-anchor="middle" fill="${red ? '#c62828' : '#212121'}">${suit}</text></g>`
      );
    })
    .join('')}<circle cx="70" cy="100" r="22" fill="${accent}" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>`;
}

function fish(h: number, accent: string): string {
  const waves = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M0 ${120 + i * 14} q 25 -10 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`,
    )
    .join('');
  const y = 60 + (h % 20);
  return (
    waves +
    `<g transform="translate(150 ${y})"><ellipse rx="44" ry="24" fill="${accent}"/><path d="M38 0 l30 -20 v40 z" fill="${accent}"/>` +
    `<circle cx="-24" cy="-6" r="5" fill="#fff"/><circle cx="-24" cy="-6" r="2" fill="#000"/></g>` +
    `<circle cx="70" cy="50" r="6" fill="none" stroke="#fff" stroke-width="2"/><circle cx="84" cy="34" r="4" fill="none" stroke="#fff" stroke-width="2"/>`
  );
}

function dice(h: number, accent: string): string {
  const pips = (cx: number, cy: number, n: number) => {
    const spots: Record<number, [number, number][]> = {
      1: [[0, 0]],
      2: [
        [-10, -10],
        [10, 10],
      ],
      3: [
        [-10, -10],
        [0, 0],
        [10, 10],
      ],
      4: [
        [-10, -10],
        [10, -10],
        [-10, 10],
        [10, 10],
      ],
      5: [
        [-10, -10],
        [10, -10],
        [0, 0],
        [-10, 10],
        [10, 10],
      ],
      6: [
        [-10, -12],
        [10, -12],
        [-10, 0],
        [10, 0],
        [-10, 12],
        [10, 12],
      ],
    };
    return spots[n]!.map(([x, y]) => `<circle cx="${cx + x}" cy="${cy + y}" r="4" fill="${accent}"/>`).join('');
  };
  const a = (h % 6) + 1;
  const b = ((h >>> 4) % 6) + 1;
  return (
    `<rect x="90" y="46" width="52" height="52" rx="9" fill="#fff" transform="rotate(-12 116 72)"/>${pips(116, 72, a)}` +
    `<rect x="160" y="56" width="52" height="52" rx="9" fill="#fff" transform="rotate(10 186 82)"/>${pips(186, 82, b)}`
  );
}

function ball(_h: number, accent: string): string {
  return (
    `<circle cx="150" cy="80" r="42" fill="#fff"/><path d="M150 52 l20 14 -8 24 h-24 l-8 -24 z" fill="${accent}"/>` +
    `<path d="M150 38 v14 M170 66 l28 -6 M162 90 l14 22 M138 90 l-14 22 M130 66 l-28 -6" stroke="${accent}" stroke-width="3"/>`
  );
}

function controller(_h: number, accent: string): string {
  return (
    `<rect x="86" y="52" width="128" height="62" rx="31" fill="#fff"/><path d="M112 76 v18 M103 85 h18" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="184" cy="78" r="7" fill="${accent}"/><circle cx="198" cy="92" r="7" fill="${accent}" fill-opacity=".6"/>`
  );
}

function lotteryBalls(h: number, accent: string): string {
  return [0, 1, 2, 3]
    .map((i) => {
      const n = ((h >>> (i * 4)) % 90) + 1;
      const x = 78 + i * 48;
      return `<circle cx="${x}" cy="${78 + (i % 2) * 14}" r="22" fill="#fff" stroke="${accent}" stroke-width="4"/><text x="${x}" y="${86 + (i % 2) * 14}" font-size="20" font-weight="700" text-anchor="middle" fill="${accent}">${n}</text>`;
    })
    .join('');
}

function bingoCard(h: number, accent: string): string {
  let out = `<rect x="95" y="30" width="110" height="92" rx="8" fill="#fff"/>`;
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++) {
      const n = ((h >>> ((r * 5 + c) % 24)) % 75) + 1;
      const marked = (n + r + c) % 3 === 0;
      out += `<text x="${108 + c * 21}" y="${58 + r * 26}" font-size="13" text-anchor="middle" fill="#333">${n}</text>`;
      if (marked)
        out += `<circle cx="${108 + c * 21}" cy="${53 + r * 26}" r="10" fill="${accent}" fill-opacity=".45"/>`;
    }
  return out;
}

/** A crash game: the rising curve on a grid and the rocket at its tip, its trail glowing. */
function rocketCurve(_h: number, accent: string): string {
  let grid = '';
  for (let i = 0; i < 5; i++) grid += `<path d="M40 ${40 + i * 20} H262" stroke="#fff" stroke-opacity=".15"/>`;
  return (
    grid +
    '<path d="M40 128 C120 126 170 104 222 52 L222 128 Z" fill="#fff" fill-opacity=".18"/>' +
    '<path d="M40 128 C120 126 170 104 222 52" fill="none" stroke="#ffd54a" stroke-width="5" stroke-linecap="round"/>' +
    '<g transform="translate(228 46) rotate(-45)"><path d="M-16 -7 H6 Q20 0 6 7 H-16 Z" fill="#fff"/>' +
    `<circle cx="2" cy="0" r="3.5" fill="${accent}"/><path d="M-16 -7 L-23 -13 L-13 -7 Z M-16 7 L-23 13 L-13 7 Z" fill="#ff6b4a"/>` +
    '<path d="M-17 -4 L-30 0 L-17 4 Z" fill="#ffb300"/></g>' +
    '<text x="150" y="104" font-family="Arial, sans-serif" font-size="30" font-weight="900" text-anchor="middle" fill="#fff">2.47×</text>'
  );
}

/** European roulette: a wheel of red and black pockets round a green zero, the ball on the rim. */
function rouletteWheel(_h: number, accent: string): string {
  const pockets = Array.from({ length: 37 }, (_, i) => {
    const a = ((i * 360) / 37 - 90) * (Math.PI / 180);
    const b = (((i + 1) * 360) / 37 - 90) * (Math.PI / 180);
    const p = (angle: number, r: number) =>
      `${(150 + Math.cos(angle) * r).toFixed(1)} ${(78 + Math.sin(angle) * r).toFixed(1)}`;
    const fill = i === 0 ? '#0f8a4a' : i % 2 ? '#c8102e' : '#1a1a22';
    return `<path d="M${p(a, 58)}A58 58 0 0 1 ${p(b, 58)}L${p(b, 36)}A36 36 0 0 0 ${p(a, 36)}Z" fill="${fill}"/>`;
  }).join('');
  return (
    `<circle cx="150" cy="78" r="66" fill="#4a2a0a" stroke="${accent}" stroke-width="4"/>${pockets}` +
    '<circle cx="150" cy="78" r="36" fill="#b7823a" stroke="#f4d27a" stroke-width="2"/>' +
    '<path d="M150 50v56M122 78h56" stroke="#f4d27a" stroke-width="5" stroke-linecap="round"/><circle cx="150" cy="78" r="7" fill="#f4d27a"/>' +
    '<circle cx="192" cy="40" r="6" fill="#fff" stroke="#999"/>'
  );
}

/** Dragon tiger: a red card and a gold card face to face, "VS" between them. */
function duel(_h: number, _accent: string): string {
  const card = (x: number, fill: string, letter: string, angle: number) =>
    `<g transform="rotate(${angle} ${x + 28} 110)"><rect x="${x}" y="36" width="56" height="80" rx="7" fill="#fff" stroke="${fill}" stroke-width="4"/>` +
    `<circle cx="${x + 28}" cy="76" r="20" fill="${fill}"/><text x="${x + 28}" y="84" font-family="Arial, sans-serif" font-size="22" font-weight="900" text-anchor="middle" fill="#fff">${letter}</text></g>`;
  return `${card(72, '#b4232a', 'D', -10)}${card(172, '#c28410', 'T', 10)}<text x="150" y="86" font-family="Arial, sans-serif" font-size="22" font-weight="900" text-anchor="middle" fill="#ffc940">VS</text>`;
}

/** Andar bahar: the joker card in the middle, two fans of cards on either side. */
function lanes(_h: number, accent: string): string {
  const fan = (x: number, dir: number) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${x + dir * i * 14}" y="${52 + i * 4}" width="42" height="60" rx="5" fill="#fff" stroke="#555"/>`,
      )
      .join('');
  return (
    `${fan(30, 1)}${fan(228, -1)}<rect x="124" y="30" width="52" height="76" rx="7" fill="#fff" stroke="${accent}" stroke-width="4"/>` +
    '<text x="150" y="80" font-family="Arial, sans-serif" font-size="30" font-weight="900" text-anchor="middle" fill="#c4122f">7</text>'
  );
}

/** Games whose picture is their own rather than their category's. */
const OWN_MOTIFS: Record<string, typeof reels> = {
  'european-roulette': rouletteWheel,
  'dragon-tiger': duel,
  'andar-bahar': lanes,
};

function motif(category: string, gameType: string | undefined, code = '') {
  if (OWN_MOTIFS[code]) return OWN_MOTIFS[code];
  if (gameType === 'BINGO') return bingoCard;
  if (code.endsWith('-crash')) return rocketCurve;
  return (
    (
      {
        RNG: reels,
        LIVE: cards,
        FISH: fish,
        PVP: dice,
        SPORTS: ball,
        ESPORTS: controller,
        LOTT: lotteryBalls,
        ELOTT: lotteryBalls,
      } as Record<string, typeof reels>
    )[category] ?? reels
  );
}

function artwork(game: (typeof DEMO_GAMES)[number]): string {
  const h = hash(game.code);
  const hue = h % 360;
  const second = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const accent = `hsl(${(hue + 180) % 360} 70% 38%)`;
  const initials = game.en
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const id = `g${h.toString(36)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(game.en)}">
<title>${escapeXml(game.en)}</title>
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 45%)"/><stop offset="1" stop-color="hsl(${second} 70% 25%)"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#${id})"/>
<circle cx="${40 + (h % 220)}" cy="${20 + ((h >>> 8) % 60)}" r="${60 + (h % 40)}" fill="#fff" fill-opacity=".08"/>
<text x="14" y="30" font-family="Arial, sans-serif" font-size="18" font-weight="800" fill="#fff" fill-opacity=".55">${initials}</text>
${motif(game.category, game.gameType, game.code)(h, accent)}
<rect y="${H - 50}" width="${W}" height="50" fill="#000" fill-opacity=".38"/>
<text x="${W / 2}" y="${H - 18}" font-family="Arial, sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(game.en)}</text>
</svg>
`;
}

/** Shown by the lazy loader after its third failed attempt (spec 8). */
const ERROR_IMAGE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Image unavailable">
<title>Image unavailable</title>
<rect width="${W}" height="${H}" fill="#3a3f47"/>
<rect x="115" y="55" width="70" height="54" rx="6" fill="none" stroke="#9aa3ad" stroke-width="5"/>
<circle cx="134" cy="74" r="7" fill="#9aa3ad"/><path d="M120 104 l22 -20 14 12 10 -8 14 16" fill="none" stroke="#9aa3ad" stroke-width="5"/>
<path d="M105 45 l90 74" stroke="#e57373" stroke-width="6" stroke-linecap="round"/>
</svg>
`;

fs.mkdirSync(OUT, { recursive: true });
for (const game of DEMO_GAMES) fs.writeFileSync(path.join(OUT, `${game.code}.svg`), artwork(game));
fs.writeFileSync(path.join(OUT, 'error.svg'), ERROR_IMAGE);
console.log(`wrote ${DEMO_GAMES.length + 1} images to ${path.relative(process.cwd(), OUT)}`);
