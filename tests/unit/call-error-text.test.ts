/**
 * A failed call in words (issue 14): an answer outside the contract reads as a plain sentence in the player's
 * language on every island, never as the client's developer text; refusals keep the platform's own message.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract/call.ts';
import { callContract, NETWORK_ERROR, UNEXPECTED_ANSWER } from '../../src/lib/api/client.ts';
import { callErrorText } from '../../src/lib/api/call-error.ts';
import { PlatformCallError } from '../../src/lib/api/envelope.ts';
import { BN_MESSAGES, EN_MESSAGES } from '../../src/lib/i18n/message-files.ts';
import { errorText } from '../../src/islands/auth/error-text.ts';
import { moneyErrorText } from '../../src/islands/member/money-error.ts';
import { gamesErrorText } from '../../src/islands/games/error-text.ts';

const LANGUAGES = { en: EN_MESSAGES, bn: BN_MESSAGES } as const;
const unexpected = new PlatformCallError('unexpected answer from GET /wps/x', 200, UNEXPECTED_ANSWER);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an unexpected answer in words', () => {
  it('is what callContract raises when the answer does not match the declared call', async () => {
    const call = defineCall({
      method: 'GET',
      path: '/wps/x',
      summary: 'a test call',
      answer: z.object({ balance: z.string() }),
    });
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ success: true, value: { balance: 12 }, message: null })),
    );
    const error = await callContract(call).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlatformCallError);
    expect((error as PlatformCallError).code).toBe(UNEXPECTED_ANSWER);
  });

  it.each(Object.entries(LANGUAGES))("reads as the page's own sentence on every island (%s)", (_language, messages) => {
    const auth = errorText(unexpected, messages);
    const money = moneyErrorText(unexpected, messages);
    const games = gamesErrorText(unexpected, messages);
    expect(auth).toBe(messages['auth.error.unexpectedAnswer']);
    expect(money).toBe(messages['money.unexpectedAnswer']);
    expect(games).toBe(messages['games.unexpectedAnswer']);
    for (const text of [auth, money, games]) {
      expect(text).not.toContain('unexpected answer from');
      expect(text).not.toBe(messages['auth.error.network']);
    }
  });

  it('is a sentence a person reads, in Bengali on Bengali pages', () => {
    expect(EN_MESSAGES['money.unexpectedAnswer']).toMatch(/does not understand/);
    expect(BN_MESSAGES['money.unexpectedAnswer']).toMatch(/[\u0980-\u09FF]/);
    expect(BN_MESSAGES['money.unexpectedAnswer']).not.toMatch(/[A-Za-z]/);
  });

  it("leaves a refusal's own message and words a lost connection", () => {
    const texts = { network: 'N', unexpected: 'U' };
    expect(callErrorText(new PlatformCallError('আপনার ব্যালেন্স যথেষ্ট নয়', 400, 'insufficient_balance'), texts)).toBe(
      'আপনার ব্যালেন্স যথেষ্ট নয়',
    );
    expect(callErrorText(new PlatformCallError('network', 0, NETWORK_ERROR), texts)).toBe('N');
    expect(callErrorText(unexpected, texts)).toBe('U');
    expect(callErrorText(new Error('not a call'), texts)).toBeNull();
  });
});
