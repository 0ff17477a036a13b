/**
 * The login and registration captcha (spec 4: GET /wps/captcha, a base64 image). Four digits drawn as an SVG
 * with jitter and noise lines; the answer is kept server-side for five minutes and can be used once.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { PlatformContext } from '../../context.ts';
import * as repo from './repository.ts';
import { numericCode } from './tokens.ts';

const LIFETIME_MS = 5 * 60_000;
const WIDTH = 110;
const HEIGHT = 40;

function drawing(answer: string): string {
  const digits = [...answer].map((digit, i) => {
    const x = 14 + i * 24 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    const size = 22 + randomInt(0, 6);
    return `<text x="${x}" y="${y}" font-size="${size}" font-family="monospace" font-weight="bold" fill="#1d3557" transform="rotate(${angle} ${x} ${y})">${digit}</text>`;
  });
  const noise = Array.from({ length: 5 }, () =>
    `<line x1="${randomInt(WIDTH)}" y1="${randomInt(HEIGHT)}" x2="${randomInt(WIDTH)}" y2="${randomInt(HEIGHT)}" stroke="#6c757d" stroke-width="1.5"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f1f3f5"/>${noise.join('')}${digits.join('')}</svg>`;
}

export async function newCaptcha(ctx: PlatformContext): Promise<{ captchaId: string; image: string }> {
  const answer = numericCode(4);
  const now = ctx.now();
  const captchaId = randomBytes(12).toString('base64url');
  await repo.deleteExpiredCaptchas(ctx.db, new Date(now).toISOString());
  await repo.insertCaptcha(ctx.db, {
    id: captchaId, answer, created_at: new Date(now).toISOString(), expires_at: new Date(now + LIFETIME_MS).toISOString(),
  });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(drawing(answer)).toString('base64')}` };
}

/** True when the answer is right; the captcha is spent either way. */
export async function captchaSolved(ctx: PlatformContext, captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const expected = await repo.takeCaptcha(ctx.db, captchaId, new Date(ctx.now()).toISOString());
  return expected !== undefined && expected === answer.trim();
}
