/** Pictures of the market's own themes (lotus, diya, peacock, tiger, elephant, river, dragon), in a 100 × 100 box. */
import { GOLD, GOLD_DARK, linear, radial, shine, sparkle, starPath } from './draw.ts';

const petal = 'M50 80C37 64 37 38 50 16 63 38 63 64 50 80z';

export function lotus(id: string, light = '#ffd6ea', mid = '#ff7eb6', dark = '#c2185b'): string {
  const ring = (angles: number[], scale: number, fill: string) =>
    angles
      .map(
        (a) =>
          `<path d="${petal}" transform="rotate(${a} 50 80) translate(50 80) scale(${scale}) translate(-50 -80)" fill="${fill}" stroke="${dark}" stroke-width="1.5"/>`,
      )
      .join('');
  return (
    `<defs>${linear(`${id}-p`, [light, mid])}${linear(`${id}-q`, ['#fff', light, mid])}${linear(`${id}-l`, ['#7bd88f', '#1e7b3c'])}</defs>` +
    `<ellipse cx="50" cy="84" rx="42" ry="10" fill="url(#${id}-l)" stroke="#145a2b" stroke-width="1.5"/>` +
    ring([-72, -40, 40, 72], 0.92, `url(#${id}-p)`) +
    ring([-20, 20], 1, `url(#${id}-p)`) +
    ring([0], 1.05, `url(#${id}-q)`) +
    `<ellipse cx="50" cy="74" rx="13" ry="5" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.2"/>` +
    sparkle(76, 24, 7) +
    sparkle(24, 36, 4)
  );
}

export function diya(id: string): string {
  return (
    `<defs>${radial(`${id}-f`, ['#fffbe0', '#ffd54a', '#ff7a00'], 0.5, 0.7)}${linear(`${id}-b`, ['#f08a4b', '#a0441a', '#5c230b'])}` +
    `${radial(`${id}-g`, ['#ffdd7799', '#ff990000'], 0.5, 0.5)}</defs>` +
    `<circle cx="50" cy="36" r="34" fill="url(#${id}-g)"/>` +
    `<path d="M50 10C40 26 38 36 44 46c3 4 9 4 12 0 6-10 4-20-6-36z" fill="url(#${id}-f)" stroke="#e65c00" stroke-width="1.5"/>` +
    `<path d="M50 28c-4 7-4 12-1 16h3c2-4 2-9-2-16z" fill="#fff" opacity=".8"/>` +
    `<path d="M8 54h84c-4 18-20 30-42 30S12 72 8 54z" fill="url(#${id}-b)" stroke="#3d1606" stroke-width="2"/>` +
    `<path d="M84 54c6-4 10-10 10-10-1 8-4 12-10 14z" fill="#a0441a" stroke="#3d1606" stroke-width="1.5"/>` +
    `<path d="M16 60h68" stroke="${GOLD[1]}" stroke-width="3"/><circle cx="30" cy="68" r="3" fill="${GOLD[1]}"/><circle cx="50" cy="71" r="3" fill="${GOLD[1]}"/><circle cx="70" cy="68" r="3" fill="${GOLD[1]}"/>` +
    `<ellipse cx="50" cy="55" rx="34" ry="4" fill="#ffcf6b" opacity=".7"/>`
  );
}

export function peacock(id: string): string {
  const eye = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#1e8f6e"/><circle cx="${x}" cy="${y}" r="${r * 0.66}" fill="${GOLD[1]}"/><circle cx="${x}" cy="${y}" r="${r * 0.4}" fill="#1f4fb5"/>`;
  const feathers = [-70, -45, -22, 0, 22, 45, 70]
    .map((a) => {
      const rad = ((a - 90) * Math.PI) / 180;
      const x = 50 + Math.cos(rad) * 36;
      const y = 62 + Math.sin(rad) * 36;
      return `<path d="M50 62L${x.toFixed(1)} ${y.toFixed(1)}" stroke="#2f9e76" stroke-width="3"/>${eye(x, y, 9)}`;
    })
    .join('');
  return (
    `<defs>${linear(`${id}-b`, ['#3fa9f5', '#0b4fa8'])}</defs>${feathers}` +
    `<path d="M50 92c-11 0-14-12-10-26 3-10 4-22 4-30 0-8 4-12 8-12s7 5 6 11c-1 5-3 7-2 11 3 10 8 16 8 26 0 12-6 20-14 20z" fill="url(#${id}-b)" stroke="#062a5c" stroke-width="2"/>` +
    `<circle cx="54" cy="28" r="2.2" fill="#fff"/><circle cx="54.5" cy="28" r="1" fill="#000"/><path d="M58 31l7 2-7 2z" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width=".8"/>` +
    `<path d="M52 18l-3-8M54 18l1-9M56 19l5-7" stroke="#0b4fa8" stroke-width="1.5"/><circle cx="49" cy="10" r="2" fill="${GOLD[1]}"/><circle cx="55" cy="9" r="2" fill="${GOLD[1]}"/><circle cx="61" cy="12" r="2" fill="${GOLD[1]}"/>`
  );
}

export function tigerFace(id: string, fur = ['#ffb347', '#f57c00', '#b34700']): string {
  return (
    `<defs>${radial(`${id}-f`, fur, 0.5, 0.35)}</defs>` +
    `<circle cx="22" cy="24" r="13" fill="${fur[1]}" stroke="#3a1a00" stroke-width="2.5"/><circle cx="22" cy="24" r="6" fill="#ffd7b0"/>` +
    `<circle cx="78" cy="24" r="13" fill="${fur[1]}" stroke="#3a1a00" stroke-width="2.5"/><circle cx="78" cy="24" r="6" fill="#ffd7b0"/>` +
    `<path d="M50 12C26 12 12 30 12 52c0 22 16 38 38 38s38-16 38-38c0-22-14-40-38-40z" fill="url(#${id}-f)" stroke="#3a1a00" stroke-width="2.5"/>` +
    `<path d="M50 14l-5 12h10zM36 16l2 12 6-4zM64 16l-2 12-6-4zM14 46l14 4-14 6zM86 46l-14 4 14 6zM16 64l12-2-8 10zM84 64l-12-2 8 10z" fill="#2a1200"/>` +
    `<path d="M28 66c4-12 14-14 22-14s18 2 22 14c-2 12-12 20-22 20s-20-8-22-20z" fill="#fff7ea"/>` +
    `<path d="M30 44c4-4 10-5 14-2-4 5-10 6-14 2zM70 44c-4-4-10-5-14-2 4 5 10 6 14 2z" fill="#c8f06a" stroke="#2a1200" stroke-width="1.5"/>` +
    `<circle cx="37" cy="43.5" r="1.6" fill="#000"/><circle cx="63" cy="43.5" r="1.6" fill="#000"/>` +
    `<path d="M43 58h14l-7 8z" fill="#e0567a" stroke="#2a1200" stroke-width="1.5"/><path d="M50 66v5m0 0c-3 4-8 4-10 1m10-1c3 4 8 4 10 1" fill="none" stroke="#2a1200" stroke-width="2" stroke-linecap="round"/>` +
    shine(38, 24, 9, 4, 0.35)
  );
}

export function paw(id: string, colour = '#ff9f1c', edge = '#5c2a00'): string {
  return (
    `<defs>${radial(`${id}-p`, ['#ffe0a3', colour, edge])}</defs><g fill="url(#${id}-p)" stroke="${edge}" stroke-width="2.5">` +
    '<path d="M50 50c-16 0-28 14-28 26 0 9 8 14 16 12 5-1 8-3 12-3s7 2 12 3c8 2 16-3 16-12 0-12-12-26-28-26z"/>' +
    '<ellipse cx="24" cy="42" rx="9" ry="12" transform="rotate(-20 24 42)"/><ellipse cx="40" cy="24" rx="9" ry="13"/>' +
    '<ellipse cx="60" cy="24" rx="9" ry="13"/><ellipse cx="76" cy="42" rx="9" ry="12" transform="rotate(20 76 42)"/></g>'
  );
}

export function elephant(id: string): string {
  return (
    `<defs>${radial(`${id}-e`, ['#c9c3d6', '#8c84a0', '#4d4660'], 0.5, 0.3)}</defs>` +
    `<path d="M28 26C10 22 4 40 8 56c3 12 14 16 22 14z" fill="#a39cb6" stroke="#2d2838" stroke-width="2.5"/>` +
    `<path d="M72 26c18-4 24 14 20 30-3 12-14 16-22 14z" fill="#a39cb6" stroke="#2d2838" stroke-width="2.5"/>` +
    `<path d="M50 14c-16 0-26 12-26 28 0 10 6 18 14 22v14c0 8 4 14 10 14 4 0 6-3 6-6 0-2-2-3-4-3-1 0-2 1-2 2-2-2-2-5-2-8V66h8c8-4 14-12 14-24 0-16-10-28-18-28z" fill="url(#${id}-e)" stroke="#2d2838" stroke-width="2.5"/>` +
    `<path d="M36 62c-4 6-10 8-14 6M64 62c4 6 10 8 14 6" stroke="#fffbe8" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="39" cy="40" r="2.5" fill="#1a1722"/><circle cx="61" cy="40" r="2.5" fill="#1a1722"/>` +
    `<path d="M36 14h28l-4 12H40z" fill="#d62d50" stroke="${GOLD_DARK}" stroke-width="1.5"/><path d="M40 26l10 10 10-10" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` +
    `<circle cx="50" cy="20" r="4" fill="#39c0ff" stroke="${GOLD_DARK}" stroke-width="1.5"/>`
  );
}

export function boat(id: string): string {
  return (
    `<defs>${linear(`${id}-h`, ['#b0642a', '#6b3410'])}${linear(`${id}-s`, ['#ffe9c7', '#ff8a3d'])}${linear(`${id}-w`, ['#4fc3f7', '#0b5ea8'])}</defs>` +
    `<path d="M48 12v56" stroke="#4a230b" stroke-width="3"/>` +
    `<path d="M50 14c18 8 28 24 30 46H50z" fill="url(#${id}-s)" stroke="#8a3a0b" stroke-width="2"/><path d="M46 20c-12 8-20 22-22 40h22z" fill="#fff3df" stroke="#8a3a0b" stroke-width="2"/>` +
    `<path d="M6 64h88c-6 12-20 18-44 18S12 76 6 64z" fill="url(#${id}-h)" stroke="#3b1a06" stroke-width="2.5"/><path d="M12 70h76" stroke="${GOLD[1]}" stroke-width="2.5"/>` +
    `<path d="M0 84c10-5 15-5 25 0s15 5 25 0 15-5 25 0 15 5 25 0v16H0z" fill="url(#${id}-w)"/>`
  );
}

export function chest(id: string): string {
  return (
    `<defs>${linear(`${id}-w`, ['#a8652c', '#5e3010'])}${radial(`${id}-g`, ['#fff7c0', '#ffd54a88', '#ffd54a00'], 0.5, 0.6)}</defs>` +
    `<ellipse cx="50" cy="40" rx="46" ry="30" fill="url(#${id}-g)"/>` +
    `<path d="M14 40 22 14h56l8 26z" fill="url(#${id}-w)" stroke="#2e1505" stroke-width="2.5"/>` +
    `<circle cx="38" cy="42" r="8" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.5"/><circle cx="56" cy="40" r="8" fill="${GOLD[0]}" stroke="${GOLD_DARK}" stroke-width="1.5"/><circle cx="66" cy="46" r="7" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` +
    `<path d="M10 46h80v36c0 3-2 5-5 5H15c-3 0-5-2-5-5z" fill="url(#${id}-w)" stroke="#2e1505" stroke-width="2.5"/>` +
    `<path d="M10 56h80M26 46v41M74 46v41" stroke="${GOLD[1]}" stroke-width="5"/><rect x="42" y="52" width="16" height="18" rx="3" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="2"/><circle cx="50" cy="60" r="3" fill="#2e1505"/>` +
    sparkle(80, 22, 7) +
    sparkle(22, 26, 5)
  );
}

export function hilsa(id: string): string {
  return (
    `<defs>${linear(`${id}-b`, ['#f4f8ff', '#b9c8df', '#6d7f9e'])}</defs>` +
    `<path d="M8 50c14-16 40-22 62-14l14-12c2 8 0 16-4 20 4 4 6 12 4 20l-14-12C48 60 22 66 8 50z" fill="url(#${id}-b)" stroke="#33415c" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M22 44c14-6 30-8 46-4" stroke="#9b6bd6" stroke-width="2.5" opacity=".6" fill="none"/><path d="M20 54c12 4 28 4 44 0" stroke="#fff" stroke-width="2" opacity=".8" fill="none"/>` +
    `<circle cx="20" cy="46" r="4" fill="#fff" stroke="#33415c" stroke-width="1.5"/><circle cx="20" cy="46" r="1.8" fill="#111"/><path d="M30 42c2 6 2 12 0 16" stroke="#33415c" stroke-width="1.8" fill="none"/>` +
    sparkle(60, 34, 5)
  );
}

export function oyster(id: string): string {
  return (
    `<defs>${linear(`${id}-s`, ['#ffd1dc', '#e88aa6', '#8c3b57'])}${radial(`${id}-p`, ['#ffffff', '#f0f0ff', '#b7b7d6'])}</defs>` +
    `<path d="M12 50C12 24 30 10 50 10s38 14 38 40z" fill="url(#${id}-s)" stroke="#5a1f33" stroke-width="2.5"/>` +
    `<path d="M50 12v38M30 18l10 32M70 18 60 50M18 32l20 18M82 32 62 50" stroke="#5a1f33" stroke-width="1.5" opacity=".5"/>` +
    `<path d="M10 54h80c-4 18-20 30-40 30S14 72 10 54z" fill="url(#${id}-s)" stroke="#5a1f33" stroke-width="2.5"/>` +
    `<circle cx="50" cy="54" r="15" fill="url(#${id}-p)" stroke="#7d7da8" stroke-width="1.5"/>${shine(45, 48, 5, 3, 0.9)}`
  );
}

export function anchor(id: string): string {
  return (
    `<defs>${linear(`${id}-a`, ['#e8f4ff', '#7fa6c9', '#2f4f6f'], true)}</defs><g fill="none" stroke="#13263a" stroke-width="12" stroke-linecap="round">` +
    '<path d="M50 26v58M32 38h36M16 58c4 18 18 28 34 28s30-10 34-28"/><circle cx="50" cy="16" r="8"/></g>' +
    `<g fill="none" stroke="url(#${id}-a)" stroke-width="7" stroke-linecap="round"><path d="M50 26v58M32 38h36M16 58c4 18 18 28 34 28s30-10 34-28"/><circle cx="50" cy="16" r="8"/></g>` +
    '<path d="M8 62l8-6 6 8zM92 62l-8-6-6 8z" fill="#13263a"/>'
  );
}

export function sun(id: string): string {
  const rays = Array.from(
    { length: 12 },
    (_, i) => `<path d="M50 4l5 14h-10z" transform="rotate(${i * 30} 50 50)"/>`,
  ).join('');
  return (
    `<defs>${radial(`${id}-s`, ['#fffbe0', '#ffd23f', '#ff8c00'])}</defs><g fill="#ffb000" stroke="#b35a00" stroke-width="1.5">${rays}</g>` +
    `<circle cx="50" cy="50" r="30" fill="url(#${id}-s)" stroke="#b35a00" stroke-width="2.5"/>` +
    '<path d="M38 54c4 6 20 6 24 0" fill="none" stroke="#8a3a00" stroke-width="3" stroke-linecap="round"/><circle cx="40" cy="44" r="3" fill="#8a3a00"/><circle cx="60" cy="44" r="3" fill="#8a3a00"/>'
  );
}

export function dragonHead(id: string, scale = ['#ff6b4a', '#d7261e', '#7a0b0b']): string {
  return (
    `<defs>${radial(`${id}-d`, scale, 0.4, 0.3)}</defs>` +
    `<path d="M30 20c-6-10-4-16 2-18 0 8 6 12 12 14zM58 18c2-10 8-14 14-12-4 6-4 12-6 16z" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="2"/>` +
    `<path d="M14 52c0-20 16-34 36-34 16 0 28 8 34 20l10 4c2 6 0 12-6 14l-8 2c-2 12-10 20-22 24l-4 10-8-8c-14-2-26-12-30-24z" fill="url(#${id}-d)" stroke="#3d0505" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M56 64c10 0 20-2 30-8l-2 8c-8 4-18 6-28 4z" fill="#fff3d6" stroke="#3d0505" stroke-width="1.5"/>` +
    `<path d="M60 66l3 5 3-5 3 5 3-6 3 4" fill="none" stroke="#3d0505" stroke-width="1.2"/>` +
    `<ellipse cx="58" cy="40" rx="8" ry="6" fill="#ffe45c" stroke="#3d0505" stroke-width="2"/><ellipse cx="59" cy="40" rx="2" ry="5" fill="#111"/>` +
    `<path d="M86 50c8 6 12 14 10 24M80 58c4 10 4 20-2 28" fill="none" stroke="${GOLD[1]}" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M16 44c-8-2-12 4-12 10 6-4 10-4 14-2zM18 62c-8 2-10 10-8 14 4-6 8-8 12-8z" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` +
    `<path d="M30 36c4-4 10-6 16-4" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>`
  );
}

export function lantern(id: string): string {
  return (
    `<defs>${radial(`${id}-l`, ['#ffb199', '#e8231f', '#8a0a0a'], 0.4, 0.4)}</defs>` +
    `<path d="M50 2v10" stroke="${GOLD_DARK}" stroke-width="2"/><rect x="36" y="12" width="28" height="8" rx="2" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.5"/>` +
    `<ellipse cx="50" cy="48" rx="36" ry="30" fill="url(#${id}-l)" stroke="#5a0505" stroke-width="2.5"/>` +
    '<path d="M50 18c-14 8-14 52 0 60M50 18c14 8 14 52 0 60M50 18v60M22 30c-6 12-6 24 0 36M78 30c6 12 6 24 0 36" fill="none" stroke="#5a0505" stroke-width="1.5" opacity=".6"/>' +
    `<rect x="36" y="76" width="28" height="8" rx="2" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1.5"/><path d="M44 84v12M50 84v14M56 84v12" stroke="${GOLD[1]}" stroke-width="2.5"/>` +
    `<path d="${starPath(50, 48, 10)}" fill="${GOLD[1]}" stroke="${GOLD_DARK}" stroke-width="1"/>` +
    shine(36, 34, 6, 10, 0.35)
  );
}

export function koi(id: string): string {
  return (
    `<defs>${linear(`${id}-k`, ['#fff', '#ffe3cf'])}</defs>` +
    `<path d="M18 70c-4-22 10-46 34-54 18-6 30 4 28 18-2 16-20 22-30 34-6 8-4 18 2 24-14 2-30-6-34-22z" fill="url(#${id}-k)" stroke="#6b2500" stroke-width="2.5"/>` +
    `<path d="M52 92c-8-4-12-12-8-18 6 4 10 4 18 0-2 8-4 14-10 18z" fill="#ff7b1c" stroke="#6b2500" stroke-width="2"/>` +
    `<path d="M40 22c10-6 24-4 30 4-4 8-14 8-22 8-6 0-10-6-8-12zM26 52c4-8 12-12 18-10-2 8-8 14-16 14z" fill="#ff5a1c"/>` +
    `<circle cx="64" cy="24" r="3" fill="#111"/><path d="M72 32c6 2 10 6 12 10M70 34c4 4 6 8 6 12" stroke="#6b2500" stroke-width="1.5" fill="none"/>` +
    `<path d="M24 50c-10-4-16 2-18 8 8-2 12 0 16 4zM46 50c8 2 12 8 12 14-6-4-10-6-14-6z" fill="#ff9a4d" stroke="#6b2500" stroke-width="1.5"/>`
  );
}

export function ingot(id: string): string {
  return (
    `<defs>${linear(`${id}-i`, GOLD)}${radial(`${id}-t`, ['#fffbe0', '#ffd54a', '#c77d0a'], 0.5, 0.3)}</defs>` +
    `<path d="M6 46c10 4 22 6 44 6s34-2 44-6c-2 22-18 36-44 36S8 68 6 46z" fill="url(#${id}-i)" stroke="${GOLD_DARK}" stroke-width="2.5"/>` +
    `<path d="M26 50c0-16 10-26 24-26s24 10 24 26c-8 2-16 2-24 2s-16 0-24-2z" fill="url(#${id}-t)" stroke="${GOLD_DARK}" stroke-width="2.5"/>` +
    `<path d="M6 46c6-10 14-12 22-8M94 46c-6-10-14-12-22-8" fill="none" stroke="${GOLD_DARK}" stroke-width="2.5"/>` +
    shine(40, 34, 7, 4, 0.7) +
    sparkle(82, 22, 7)
  );
}

/** The round coin with a square hole, in gold. */
export function cashCoin(id: string): string {
  return (
    `<defs>${radial(`${id}-c`, GOLD)}</defs><circle cx="50" cy="53" r="42" fill="${GOLD_DARK}"/>` +
    `<circle cx="50" cy="50" r="42" fill="url(#${id}-c)" stroke="${GOLD_DARK}" stroke-width="2.5"/><circle cx="50" cy="50" r="33" fill="none" stroke="${GOLD_DARK}" stroke-width="2" opacity=".6"/>` +
    `<rect x="38" y="38" width="24" height="24" fill="#5a1010" stroke="${GOLD_DARK}" stroke-width="3"/>` +
    `<path d="M50 19v12M50 69v12M19 50h12M69 50h12" stroke="${GOLD_DARK}" stroke-width="4" stroke-linecap="round" opacity=".7"/>${shine(36, 30, 10, 5, 0.5)}`
  );
}
