/**
 * Sessions that behave (issue 13): "remember me" keeps a player signed in for one day on the device, a tab
 * without a token gets the session of its cookie back, and a session that is over stays over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';
import { caller, nextIp, type Caller } from './accounts-client.ts';

const HOUR = 3_600_000;

describe.each(STORES)('sessions on %s', (store) => {
  let t: TestPlatform;
  let api: Caller;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startTestPlatform(store, { now: () => clock });
    api = caller(t.app, () => clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Logs in through the sealed call and keeps the answer's cookies as a browser would. */
  async function login(remember?: boolean) {
    const payload = await api.seal({
      username: 'demoplayer',
      password: 'Demo1234',
      type: 'username',
      ...(remember === undefined ? {} : { remember }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload,
      headers: { language: 'en', 'x-forwarded-for': nextIp() },
    });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    return { token: res.json().value.token as string, remembered: res.json().value.remembered as boolean, cookies };
  }
  const cookieHeader = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');
  const restore = async (cookie?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/restore',
      payload: {},
      headers: { language: 'en', ...(cookie ? { cookie } : {}) },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
  const info = (token: string) => api.call({ method: 'GET', url: '/wps/member/info', token });

  it('without remember me sets browser-session cookies: the HttpOnly token and a readable signed-in mark', async () => {
    const { cookies, remembered } = await login();
    expect(remembered).toBe(false);
    const session = cookies.find((c) => c.startsWith('wps_session='))!;
    const mark = cookies.find((c) => c.startsWith('wps_signed_in='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Max-Age/);
    expect(mark).toBe('wps_signed_in=1; Path=/; SameSite=Lax');
  });

  it('with remember me sets one-day cookies', async () => {
    const { cookies, remembered } = await login(true);
    expect(remembered).toBe(true);
    expect(cookies.find((c) => c.startsWith('wps_session='))).toMatch(/Max-Age=86400; HttpOnly/);
    expect(cookies.find((c) => c.startsWith('wps_signed_in='))).toMatch(/Max-Age=86400/);
  });

  it("gives the cookie's session and token back to a tab without a token, and nothing without the cookie", async () => {
    const { token, cookies } = await login();
    const back = await restore(cookieHeader(cookies));
    expect(back.status).toBe(200);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.body.value).toMatchObject({
      signedIn: true,
      token,
      remembered: false,
      forceChange: false,
      member: { username: 'demoplayer', isAgent: 0 },
    });
    expect((await info(back.body.value.token)).status).toBe(200);
    const none = await restore();
    expect(none.body.value).toEqual({ signedIn: false });
    // The token header is not a cookie: restore reads only the cookie.
    const headerOnly = await api.call({ method: 'POST', url: '/wps/session/restore', payload: {}, token });
    expect(headerOnly.body.value).toEqual({ signedIn: false });
  });

  it('refuses a body it does not know', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/restore',
      payload: { token: 'x' },
      headers: { language: 'en' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('after logout the cookie gives nothing back and the answer clears both cookies', async () => {
    const { token, cookies } = await login(true);
    await api.call({ method: 'DELETE', url: '/wps/session/logout', token });
    const back = await restore(cookieHeader(cookies));
    expect(back.body.value).toEqual({ signedIn: false });
    const cleared = [back.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/wps_session=; Path=\/; Max-Age=0; HttpOnly/);
    expect(cleared).toMatch(/wps_signed_in=; Path=\/; Max-Age=0/);
  });

  it('keeps a remembered session through hours unused, for one day only', async () => {
    const { token, cookies } = await login(true);
    clock += 2 * HOUR;
    expect((await info(token)).status).toBe(200);
    clock += 12 * HOUR;
    expect((await restore(cookieHeader(cookies))).body.value).toMatchObject({ signedIn: true, remembered: true });
    clock += 11 * HOUR;
    expect((await info(token)).status).toBe(401);
    expect((await restore(cookieHeader(cookies))).body.value).toEqual({ signedIn: false });
  });

  it('ends a session without remember me after thirty idle minutes, for the cookie too', async () => {
    const { cookies } = await login(false);
    clock += 31 * 60_000;
    expect((await restore(cookieHeader(cookies))).body.value).toEqual({ signedIn: false });
  });

  it('refuses a remember flag that is not a boolean', async () => {
    const res = await api.sealed('/wps/session/login', {
      username: 'demoplayer',
      password: 'Demo1234',
      type: 'username',
      remember: 'yes',
    });
    expect(res.status).toBe(400);
  });
});
