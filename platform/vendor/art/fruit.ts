/** Fruit pictures for the fruit slots (local fruit for Mango Bonanza, the fruit machine's for Fruit Bell), 100 × 100. */
import { linear, radial, shine, sparkle } from './draw.ts';

const leaf = (d: string, id: string) => `<path d="${d}" fill="url(#${id}-leaf)" stroke="#14532d" stroke-width="2"/>`;
const leafGradient = (id: string) => linear(`${id}-leaf`, ['#86efac', '#16a34a', '#166534'], true);

export function mango(id: string): string {
  return (
    `<defs>${radial(`${id}-m`, ['#fff59d', '#ffb300', '#f4511e', '#b71c1c'], 0.35, 0.3)}${leafGradient(id)}</defs>` +
    `<path d="M54 18c24 2 36 24 30 46-6 20-26 30-44 24C20 82 10 62 18 42c6-14 20-24 36-24z" fill="url(#${id}-m)" stroke="#7f1d1d" stroke-width="2.5"/>` +
    `<path d="M54 18c2-6 6-10 10-12" stroke="#5b3a1a" stroke-width="3" stroke-linecap="round"/>` +
    leaf('M58 16c10-10 26-10 34-4-8 10-22 12-34 4z', id) +
    shine(38, 36, 10, 6, 0.5)
  );
}

export function jackfruit(id: string): string {
  const bumps = Array.from({ length: 22 }, (_, i) => {
    const x = 28 + (i % 5) * 11 + (Math.floor(i / 5) % 2) * 5;
    const y = 26 + Math.floor(i / 5) * 12;
    return `<circle cx="${x}" cy="${y}" r="2.2"/>`;
  }).join('');
  return (
    `<defs>${radial(`${id}-j`, ['#e6f598', '#9ccc3c', '#55801a'], 0.35, 0.3)}</defs>` +
    `<path d="M50 10c20 0 34 18 34 42S70 92 50 92 16 76 16 52 30 10 50 10z" fill="url(#${id}-j)" stroke="#33520c" stroke-width="2.5"/>` +
    `<g fill="#4d7a12" opacity=".75">${bumps}</g><path d="M50 10V2" stroke="#5b3a1a" stroke-width="5" stroke-linecap="round"/>` +
    shine(36, 30, 8, 5, 0.4)
  );
}

export function lychee(id: string): string {
  const fruit = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-l)" stroke="#6b0f1a" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-dots)" opacity=".5"/>`;
  return (
    `<defs>${radial(`${id}-l`, ['#ff8a9a', '#e0253f', '#8c0f20'])}<pattern id="${id}-dots" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.2" fill="#5c0a14"/></pattern>` +
    `${radial(`${id}-w`, ['#ffffff', '#f3f1e6', '#d9d3b8'])}${leafGradient(id)}</defs>` +
    leaf('M50 14c-10-10-24-8-30 0 10 6 22 6 30 0z', id) +
    `<path d="M50 14v12" stroke="#5b3a1a" stroke-width="3"/>` +
    fruit(34, 52, 20) +
    `<circle cx="66" cy="62" r="20" fill="url(#${id}-w)" stroke="#a8a07a" stroke-width="2"/><path d="M50 62c4-12 28-12 34 0" fill="url(#${id}-l)" stroke="#6b0f1a" stroke-width="2"/>` +
    shine(28, 44, 5, 3, 0.5) +
    shine(60, 58, 6, 4, 0.8)
  );
}

export function banana(id: string): string {
  const one = (rotate: number) =>
    `<path d="M18 30c4 30 24 50 60 50 4 0 6-4 2-6-30-2-46-20-50-46-1-6-12-6-12 2z" fill="url(#${id}-b)" stroke="#7a5200" stroke-width="2.5" transform="rotate(${rotate} 30 30)"/>`;
  return (
    `<defs>${linear(`${id}-b`, ['#fff59d', '#ffd600', '#f9a825'])}</defs>` +
    one(-18) +
    one(0) +
    one(14) +
    '<path d="M16 26l8-10 6 6-6 8z" fill="#5b3a1a"/>'
  );
}

export function pineapple(id: string): string {
  return (
    `<defs>${radial(`${id}-p`, ['#fff59d', '#ffb300', '#b35c00'], 0.4, 0.35)}${leafGradient(id)}` +
    `<pattern id="${id}-x" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0h10M0 0v10" stroke="#7a3d00" stroke-width="1.6"/></pattern></defs>` +
    leaf('M50 36c-12-8-18-20-16-32 8 6 14 16 16 32z', id) +
    leaf('M50 36c12-8 18-20 16-32-8 6-14 16-16 32z', id) +
    leaf('M50 36c-2-12 0-24 0-32 4 8 6 20 0 32z', id) +
    `<ellipse cx="50" cy="64" rx="26" ry="30" fill="url(#${id}-p)" stroke="#6b3300" stroke-width="2.5"/>` +
    `<ellipse cx="50" cy="64" rx="26" ry="30" fill="url(#${id}-x)" opacity=".55"/>` +
    shine(40, 52, 7, 10, 0.35)
  );
}

export function coconut(id: string): string {
  return (
    `<defs>${radial(`${id}-c`, ['#a1744f', '#6d4222', '#3b2010'])}${radial(`${id}-w`, ['#ffffff', '#fbf7ec', '#e6dcc2'])}</defs>` +
    `<circle cx="38" cy="50" r="30" fill="url(#${id}-c)" stroke="#24130a" stroke-width="2.5"/><path d="M20 40c6 4 10 2 14 6M28 66c6-2 12 2 16-2" stroke="#24130a" stroke-width="2" opacity=".5" fill="none"/>` +
    `<path d="M44 64c0-18 12-28 26-28s26 10 26 28z" fill="#6d4222" stroke="#24130a" stroke-width="2.5"/>` +
    `<path d="M49 63c0-14 9-22 21-22s21 8 21 22z" fill="url(#${id}-w)"/>` +
    `<path d="M42 64h56" stroke="#24130a" stroke-width="2.5"/>` +
    shine(28, 38, 7, 4, 0.3)
  );
}

export function papaya(id: string): string {
  const seeds = [
    [50, 44],
    [44, 52],
    [56, 52],
    [50, 60],
    [46, 68],
    [54, 68],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.4" fill="#1a1a1a"/>`)
    .join('');
  return (
    `<defs>${linear(`${id}-s`, ['#a3e635', '#65a30d'])}${radial(`${id}-f`, ['#ffd0a0', '#ff8a3d', '#e4570f'], 0.5, 0.5)}</defs>` +
    `<path d="M50 8c22 0 32 30 32 52 0 18-14 32-32 32S18 78 18 60C18 38 28 8 50 8z" fill="url(#${id}-s)" stroke="#365314" stroke-width="2.5"/>` +
    `<path d="M50 16c16 0 26 26 26 44 0 14-12 26-26 26S24 74 24 60c0-18 10-44 26-44z" fill="url(#${id}-f)"/>` +
    `<path d="M50 38c8 0 12 14 12 26 0 6-6 10-12 10s-12-4-12-10c0-12 4-26 12-26z" fill="#c2410c" opacity=".55"/>${seeds}`
  );
}

export function cherry(id: string): string {
  return (
    `<defs>${radial(`${id}-c`, ['#ff8a8a', '#e11d2a', '#7f0a12'])}${leafGradient(id)}</defs>` +
    '<path d="M30 62C36 40 48 24 62 12M70 64C66 44 64 28 62 12" fill="none" stroke="#4d7c0f" stroke-width="4" stroke-linecap="round"/>' +
    leaf('M62 14c8-10 22-10 28-2-8 8-20 8-28 2z', id) +
    `<circle cx="30" cy="70" r="20" fill="url(#${id}-c)" stroke="#5a0710" stroke-width="2.5"/><circle cx="70" cy="72" r="20" fill="url(#${id}-c)" stroke="#5a0710" stroke-width="2.5"/>` +
    shine(23, 62, 6, 4, 0.7) +
    shine(63, 64, 6, 4, 0.7)
  );
}

export function lemon(id: string): string {
  return (
    `<defs>${radial(`${id}-l`, ['#fffde0', '#ffeb3b', '#f9a825'])}${leafGradient(id)}</defs>` +
    `<path d="M8 54c4-4 8-6 10-8 6-18 24-28 40-26 16 2 26 12 30 22l6 4c-2 2-4 4-8 6-4 18-22 30-42 28-14-2-24-12-28-22z" fill="url(#${id}-l)" stroke="#8a6100" stroke-width="2.5"/>` +
    leaf('M56 22c4-10 16-14 24-10-6 8-14 12-24 10z', id) +
    shine(34, 40, 10, 5, 0.55)
  );
}

export function orange(id: string): string {
  return (
    `<defs>${radial(`${id}-o`, ['#ffe0a3', '#ff9800', '#c2410c'])}${leafGradient(id)}</defs>` +
    `<circle cx="50" cy="56" r="36" fill="url(#${id}-o)" stroke="#7c2d12" stroke-width="2.5"/>` +
    '<g fill="#c2410c" opacity=".35"><circle cx="34" cy="60" r="1.5"/><circle cx="60" cy="70" r="1.5"/><circle cx="66" cy="48" r="1.5"/><circle cx="46" cy="76" r="1.5"/></g>' +
    leaf('M50 22c6-12 20-16 30-10-6 10-18 14-30 10z', id) +
    '<circle cx="50" cy="21" r="3" fill="#4d7c0f"/>' +
    shine(36, 40, 10, 6, 0.5)
  );
}

export function plum(id: string): string {
  return (
    `<defs>${radial(`${id}-p`, ['#d8b4fe', '#7e22ce', '#3b0764'])}${leafGradient(id)}</defs>` +
    `<path d="M50 20c22-6 38 12 36 34-2 22-18 36-36 36S12 76 14 54c2-22 14-30 36-34z" fill="url(#${id}-p)" stroke="#2e0452" stroke-width="2.5"/>` +
    '<path d="M50 22c-6 20-6 44 0 66" fill="none" stroke="#2e0452" stroke-width="2" opacity=".4"/>' +
    leaf('M50 20c-2-10 6-16 16-16-2 10-8 16-16 16z', id) +
    shine(32, 40, 8, 6, 0.45)
  );
}

export function grapes(id: string): string {
  const spots = [
    [36, 34],
    [52, 32],
    [68, 36],
    [28, 50],
    [44, 50],
    [60, 50],
    [74, 52],
    [36, 66],
    [52, 66],
    [66, 68],
    [44, 80],
    [58, 82],
  ];
  const grapesSvg = spots
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="10" fill="url(#${id}-g)" stroke="#1e1b4b" stroke-width="1.8"/><circle cx="${x! - 3}" cy="${y! - 3}" r="2.5" fill="#fff" opacity=".6"/>`,
    )
    .join('');
  return (
    `<defs>${radial(`${id}-g`, ['#a5b4fc', '#4338ca', '#1e1b4b'])}${leafGradient(id)}</defs>` +
    leaf('M50 24c-6-12-20-16-30-10 6 10 18 14 30 10z', id) +
    '<path d="M50 24c2-8 6-12 10-16" stroke="#5b3a1a" stroke-width="3" stroke-linecap="round"/>' +
    grapesSvg
  );
}

export function watermelon(id: string): string {
  const seeds = [
    [34, 40],
    [50, 36],
    [66, 40],
    [42, 50],
    [58, 50],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="2.2" ry="3.5" fill="#1a1a1a"/>`)
    .join('');
  return (
    `<defs>${linear(`${id}-r`, ['#ff6b81', '#e11d48'])}</defs>` +
    '<path d="M6 26h88C94 58 74 82 50 82S6 58 6 26z" fill="#15803d" stroke="#14532d" stroke-width="2.5"/>' +
    '<path d="M12 26h76C88 52 72 74 50 74S12 52 12 26z" fill="#dcfce7"/>' +
    `<path d="M16 26h68C84 50 70 68 50 68S16 50 16 26z" fill="url(#${id}-r)"/>${seeds}` +
    '<path d="M20 30h60" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>'
  );
}

export function guava(id: string): string {
  return (
    `<defs>${radial(`${id}-g`, ['#d9f99d', '#84cc16', '#3f6212'])}${radial(`${id}-i`, ['#ffe4e6', '#fb7185', '#e11d48'], 0.5, 0.5)}${leafGradient(id)}</defs>` +
    `<circle cx="38" cy="54" r="30" fill="url(#${id}-g)" stroke="#365314" stroke-width="2.5"/>` +
    leaf('M36 24c-4-12 4-20 16-20-2 12-8 18-16 20z', id) +
    `<circle cx="68" cy="66" r="24" fill="#84cc16" stroke="#365314" stroke-width="2.5"/><circle cx="68" cy="66" r="20" fill="url(#${id}-i)"/>` +
    '<g fill="#fef3c7"><circle cx="62" cy="62" r="1.8"/><circle cx="72" cy="60" r="1.8"/><circle cx="66" cy="70" r="1.8"/><circle cx="74" cy="70" r="1.8"/></g>' +
    shine(28, 42, 8, 5, 0.45) +
    sparkle(84, 22, 5)
  );
}
