/**
 * Issue 30's limits under attack, through the HTTP surface: floods of distinct keys at the in-process limiter
 * must not lift a limit that holds (the per-address login limit, the chat operators' password), and bursts of
 * parallel requests are counted before they are judged (an SMS code, the operators' password, feedback a day).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, codeIn, nextIp, type Caller } from './accounts-client.ts';
import { operatorPassword } from '../../platform/modules/chat/operator-auth.ts';

type Answer = { status: number; body: any };

/** A flood of distinct keys: each request from an address never seen before asks for a captcha. */
async function flood(api: Caller, size: number, tag: number): Promise<void> {
  for (let i = 0; i < size; i += 1)
    await api.call({ method: 'GET', url: '/wps/captcha', ip: `198.${18 + tag}.${i >> 8}.${i & 255}` });
}

describe.each(STORES)('floods at the in-process limiter on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  beforeAll(async () => {
    // A small in-process limiter, so a flood that fills it needs hundreds of requests, not 100,000.
    t = await startTestPlatform(store, { redis: false, limiterKeys: 200 });
    api = caller(t.app);
  });
  afterAll(async () => t?.close());

  const opsLogin = (password: string, ip: string) =>
    api.call({ method: 'POST', url: '/ops/chat/api/login', payload: { password }, ip });

  it('keeps the per-address login limit and the operators-password lock through two floods of distinct keys', async () => {
    const ip = nextIp();
    let last: Answer | undefined;
    // 60 login attempts an address in 15 minutes: after three the captcha is asked, which costs no password check.
    for (let i = 0; i < 61; i += 1) last = await api.login(`nobody${store}`, 'wrong-password', ip);
    expect(last!.body.code).toBe('rate_limited');
    const opsIp = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await opsLogin(`guess-${i}`, opsIp)).status).toBe(401);
    expect((await opsLogin('guess-10', opsIp)).body.code).toBe('rate_limited');

    // Each flood is one and a half times the limiter's size: on its own enough to push every older key out.
    await flood(api, 300, 0);
    await flood(api, 300, 1);

    expect((await api.login(`nobody${store}`, 'wrong-password', ip)).body.code).toBe('rate_limited');
    const right = await opsLogin(operatorPassword(t.platform.context)!, opsIp);
    expect(right.body.code).toBe('rate_limited');
    // Other addresses still log in as before.
    expect((await api.login('demoplayer', 'Demo1234', nextIp())).status).toBe(200);
  }, 120_000);
});

describe.each(STORES)('bursts counted before they are judged on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  beforeAll(async () => {
    t = await startTestPlatform(store);
    api = caller(t.app);
  });
  afterAll(async () => t?.close());

  it('judges at most 5 of 101 SMS-code guesses sent at once; the right code among them resets nothing after', async () => {
    const sent = await api.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '01711000001', countryDialingCode: '880', purpose: 'password' },
      ip: nextIp(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = codeIn((await api.outbox('sms', '+8801711000001'))!.body);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const reset = (verificationCode: string) =>
      api.sealed(
        '/wps/member/password/verification',
        { newPassword: 'Taken123', mobileNum: '01711000001', countryDialingCode: '880', verificationCode },
        { ip: nextIp() },
      );
    // The right code goes 21st: it may only win if it is among the five tries judged.
    const answers = await Promise.all(Array.from({ length: 101 }, (_, i) => reset(i === 20 ? code : wrong(i))));
    const row = await t.platform.context.db
      .selectFrom('verification_codes')
      .select(['attempts', 'used_at'])
      .where('mobile_e164', '=', '+8801711000001')
      .where('purpose', '=', 'password')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(5);
    const won = answers.filter((a) => a.status === 200).length;
    expect(won).toBeLessThanOrEqual(1);
    expect(answers.filter((a) => a.body.code === 'code_invalid')).toHaveLength(101 - won);
    // Worn out: the right code sent now changes nothing.
    if (!won) expect((await reset(code)).body.code).toBe('code_invalid');
    console.log(`SMS burst on ${store}: ${row.attempts} of 101 judged, right code (21st) ${won ? 'won' : 'refused'}`);
  });

  it("judges at most 10 of 200 parallel guesses at the operators' password from one address", async () => {
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.call({ method: 'POST', url: '/ops/chat/api/login', payload: { password: `guess-${i}` }, ip }),
      ),
    );
    const judged = answers.filter((a) => a.body.code === 'chat_operator_login_failed').length;
    expect(judged).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.body.code === 'rate_limited')).toHaveLength(200 - judged);
    const right = await api.call({
      method: 'POST',
      url: '/ops/chat/api/login',
      payload: { password: operatorPassword(t.platform.context)! },
      ip,
    });
    expect(right.body.code).toBe('rate_limited');
    console.log(`operators' password burst on ${store}${t.config.redisUrl ? ' + Redis' : ''}: ${judged} of 200 judged`);
  });

  it('accepts exactly 10 of 30 feedback posts sent at once', async () => {
    const token = (await api.login('teamplayer', 'Demo1234', nextIp())).body.value.token as string;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.call({
          method: 'PUT',
          url: '/wps/feedback',
          token,
          payload: { type: 'suggestion', content: `Idea number ${i}` },
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted, JSON.stringify(answers.find((a) => a.status !== 200 && a.status !== 429)?.body)).toBe(10);
    expect(answers.filter((a) => a.body.code === 'feedback_daily_limit')).toHaveLength(20);
    console.log(`feedback burst on ${store}: ${accepted} of 30 accepted`);
  });
});
