/** The contract check that runs under every platform test must be able to fail: a wrong declaration is caught. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, pathMatches } from '../../contract/call.ts';
import { launchLotto } from '../../contract/calls/lottery.ts';
import { checkAnswer, takeMismatches } from './contract-check.ts';
import { STORES, startTestPlatform, type TestPlatform } from './harness.ts';

const wrongStatus = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  summary: 'declared wrongly on purpose',
  answer: z.object({ nonsense: z.string() }),
});
const findWrong = (method: string, url: string) =>
  method === 'GET' && pathMatches(wrongStatus.path, url.split('?')[0]!) ? wrongStatus : undefined;

describe.each(STORES)('the contract check (%s)', (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records an answer whose value does not match its declared call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(response.statusCode).toBe(200);
    takeMismatches(); // what the harness's own check recorded for this request
    checkAnswer('GET', '/wps/system/status', 200, response.body, findWrong);
    const found = takeMismatches();
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('GET /wps/system/status answered 200 outside its contract');
  });

  it('checks a refusal as a refusal: a message and a code', () => {
    checkAnswer(
      'POST',
      launchLotto.path,
      401,
      JSON.stringify({ success: false, value: null, message: 'Log in first', code: 'not_logged_in' }),
    );
    expect(takeMismatches()).toEqual([]);
    checkAnswer('POST', launchLotto.path, 401, JSON.stringify({ success: false, value: null, message: null }));
    expect(takeMismatches()).toHaveLength(1);
  });

  it('passes an answer that matches, and leaves undeclared paths alone', () => {
    checkAnswer(
      'POST',
      launchLotto.path,
      200,
      JSON.stringify({ success: true, value: { game_url: '/a', game_url2: '/a' }, message: null }),
    );
    checkAnswer('GET', '/wps/not/declared', 200, 'not json');
    expect(takeMismatches()).toEqual([]);
  });
});
