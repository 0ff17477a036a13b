/**
 * The login and registration captcha (spec 4: GET /wps/captcha, a base64 image). Four digits drawn as an SVG;
 * the answer is kept server-side for five minutes and can be used once. The digits are never text in the
 * drawing (issue 12 §2: a <text> captcha is read by any script): each is a stroke path whose every point is
 * jittered, then scaled, skewed, turned and placed at random, over noise curves and dots. Nothing in the SVG
 * repeats from one captcha to the next that a script could look up.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import * as repo from './repository.ts';
import { numericCode } from '../identity/index.ts';

const LIFETIME_MS = 5 * 60_000;
const WIDTH = 110;
const HEIGHT = 40;

type Point = readonly [number, number];

/** Each digit as strokes on a 10 × 16 grid (x right, y down): a hand-drawn look once jittered. */
const GLYPHS: Record<string, readonly (readonly Point[])[]> = {
  '0': [
    [
      [5, 0],
      [9, 2],
      [10, 8],
      [9, 14],
      [5, 16],
      [1, 14],
      [0, 8],
      [1, 2],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2, 3],
      [5, 0],
      [5, 16],
    ],
    [
      [2, 16],
      [8, 16],
    ],
  ],
  '2': [
    [
      [0, 3],
      [2, 0.5],
      [6, 0],
      [9, 2],
      [9, 6],
      [0, 16],
      [10, 16],
    ],
  ],
  '3': [
    [
      [0, 1],
      [8, 0],
      [9, 4],
      [5, 7.5],
      [10, 11],
      [9, 15],
      [4, 16],
      [0, 14],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [9, 0],
      [1, 0],
      [0, 7],
      [6, 6],
      [10, 10],
      [8, 15],
      [4, 16],
      [0, 14],
    ],
  ],
  '6': [
    [
      [8, 0],
      [3, 2],
      [0, 9],
      [1, 14],
      [5, 16],
      [9, 14],
      [10, 10],
      [6, 7],
      [2, 8],
      [0, 11],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
    [
      [2, 8],
      [8, 8],
    ],
  ],
  '8': [
    [
      [5, 7.5],
      [1, 5],
      [1, 2],
      [5, 0],
      [9, 2],
      [9, 5],
      [5, 7.5],
      [0, 11],
      [1, 15],
      [5, 16],
      [9, 15],
      [10, 11],
      [5, 7.5],
    ],
  ],
  '9': [
    [
      [9, 6],
      [5, 8],
      [1, 6],
      [0, 3],
      [3, 0],
      [7, 0],
      [10, 4],
      [9, 11],
      [5, 16],
      [1, 15],
    ],
  ],
};

/** A uniform number in [min, max), from the crypto source (no Math.random in the platform). */
function uniform(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

/** One decimal: never more than three digits in a row anywhere in the drawing, so no answer can be read off it. */
const n = (value: number) => value.toFixed(1);

function glyphPath(digit: string, slot: number): string {
  const scale = uniform(1.45, 1.75);
  const skew = uniform(-0.3, 0.3);
  const angle = (uniform(-18, 18) * Math.PI) / 180;
  const cx = 16 + slot * 26 + uniform(-3, 3);
  const cy = HEIGHT / 2 + uniform(-3, 3);
  const place = ([x, y]: Point): string => {
    // Jitter on the grid, centre the glyph, skew, scale, turn, then move it to its slot.
    const gx = x + uniform(-0.7, 0.7) - 5;
    const gy = y + uniform(-0.7, 0.7) - 8;
    const sx = (gx + skew * gy) * scale;
    const sy = gy * scale;
    return `${n(cx + sx * Math.cos(angle) - sy * Math.sin(angle))} ${n(cy + sx * Math.sin(angle) + sy * Math.cos(angle))}`;
  };
  const d = GLYPHS[digit]!.map((stroke) => `M${stroke.map(place).join('L')}`).join('');
  return `<path d="${d}" fill="none" stroke="rgb(29,53,87)" stroke-width="${n(uniform(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noise(): string[] {
  const curves = Array.from(
    { length: 5 },
    () =>
      `<path d="M${n(uniform(0, WIDTH))} ${n(uniform(0, HEIGHT))}Q${n(uniform(0, WIDTH))} ${n(uniform(0, HEIGHT))} ${n(uniform(0, WIDTH))} ${n(uniform(0, HEIGHT))}" fill="none" stroke="#6c757d" stroke-width="${n(uniform(1, 2))}"/>`,
  );
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${n(uniform(0, WIDTH))}" cy="${n(uniform(0, HEIGHT))}" r="${n(uniform(0.6, 1.6))}" fill="rgb(73,80,87)"/>`,
  );
  return [...curves, ...dots];
}

function drawing(answer: string): string {
  const digits = [...answer].map((digit, slot) => glyphPath(digit, slot));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f1f3f5"/>${noise().join('')}${digits.join('')}</svg>`;
}

export async function newCaptcha(ctx: PlatformContext): Promise<{ captchaId: string; image: string }> {
  const answer = numericCode(4);
  const now = ctx.now();
  const captchaId = randomBytes(12).toString('base64url');
  await repo.deleteExpiredCaptchas(ctx.db, new Date(now).toISOString());
  await repo.insertCaptcha(ctx.db, {
    id: captchaId,
    answer,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + LIFETIME_MS).toISOString(),
  });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(drawing(answer)).toString('base64')}` };
}

/** True when the answer is right; the captcha is spent either way. */
export async function captchaSolved(
  ctx: PlatformContext,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const expected = await repo.takeCaptcha(ctx.db, captchaId, new Date(ctx.now()).toISOString());
  return expected !== undefined && expected === answer.trim();
}
