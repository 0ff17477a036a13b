import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, readEnvironment } from '../../platform/environment.ts';
import { lotteryGame } from '../../platform/vendor/index.ts';
import {
  canonicalJson,
  checkSignedResults,
  drawDateOf,
  ImportRefusal,
  resultShape,
  signResults,
  type OfficialResults,
} from '../../platform/vendor/lottery/official-results.ts';
import { parseResultKeys, publicKeyFrom, type ResultKey } from '../../platform/vendor/lottery/result-keys.ts';
import { BUILT_IN_DRAW, OFFICIAL_IMPORT, ResultSources } from '../../platform/vendor/lottery/result-source.ts';
import { drawResult } from '../../platform/vendor/lottery/results.ts';
import type { LotteryDraw } from '../../platform/vendor/lottery/repository.ts';

// A fresh provider key pair per run: no private key lives in the repository.
const provider = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');
const rawPublic = (key: typeof provider.publicKey) =>
  (key.export({ format: 'der', type: 'spki' }) as Buffer).subarray(12).toString('base64');
const providerKey = publicKeyFrom(rawPublic(provider.publicKey));
const keys = new Map<string, ResultKey>(['vn-lotto', 'sea-lottery', 'sea-4d'].map((game) => [game, providerKey]));

const game = (code: string) => lotteryGame(code)!;
const DRAW_NO = 20_417;
/** A result the built-in draw would make, in the file's shape (without `kind`). */
const fileResultOf = (code: string) => {
  const { kind: _kind, ...rest } = drawResult(game(code).kind, 'ab'.repeat(32), `${code}#${DRAW_NO}`) as unknown as {
    kind: string;
  } & Record<string, unknown>;
  return rest;
};
const resultsOf = (code: string, result: unknown = fileResultOf(code)): OfficialResults => ({
  game: code,
  drawNo: DRAW_NO,
  drawDate: drawDateOf(game(code), DRAW_NO),
  result,
});
const signed = (results: OfficialResults, pair = provider) =>
  JSON.stringify(signResults(results, pair.privateKey, pair.publicKey));
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ImportRefusal) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('official results files', () => {
  it.each(['vn-lotto', 'sea-lottery', 'sea-4d'])('%s: a signed file with the right shape is accepted', (code) => {
    const checked = checkSignedResults(signed(resultsOf(code)), keys);
    expect(checked.game.code).toBe(code);
    expect(checked.drawNo).toBe(DRAW_NO);
    expect(checked.keyId).toBe(providerKey.keyId);
    expect(checked.result).toEqual(drawResult(game(code).kind, 'ab'.repeat(32), `${code}#${DRAW_NO}`));
    expect(checked.fileSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the signature covers the canonical results: re-indented or re-ordered files still verify, changed ones do not', () => {
    const file = JSON.parse(signed(resultsOf('sea-lottery', { first: '123456', bottom2: '07' })));
    const reordered = { signature: file.signature, keyId: file.keyId, results: { ...file.results } };
    reordered.results = {
      result: { bottom2: '07', first: '123456' },
      drawDate: file.results.drawDate,
      drawNo: file.results.drawNo,
      game: 'sea-lottery',
    };
    expect(checkSignedResults(JSON.stringify(reordered, null, 4), keys).result).toEqual({
      kind: 'sea6',
      first: '123456',
      bottom2: '07',
    });
    file.results.result.first = '123457';
    expect(refusal(() => checkSignedResults(JSON.stringify(file), keys))).toBe('bad_signature');
    const forged = {
      ...JSON.parse(signed(resultsOf('sea-lottery'))),
      signature: Buffer.alloc(64, 7).toString('base64'),
    };
    expect(refusal(() => checkSignedResults(JSON.stringify(forged), keys))).toBe('bad_signature');
    expect(canonicalJson({ b: [2, { d: 1, c: 'x' }], a: null })).toBe('{"a":null,"b":[2,{"c":"x","d":1}]}');
  });

  it('refuses a file signed by another key, for a game without a key, and malformed files', () => {
    expect(refusal(() => checkSignedResults(signed(resultsOf('vn-lotto'), stranger), keys))).toBe('wrong_key');
    // Another key claiming the provider's key id: the signature does not hold.
    const impostor = JSON.parse(signed(resultsOf('vn-lotto'), stranger));
    impostor.keyId = providerKey.keyId;
    expect(refusal(() => checkSignedResults(JSON.stringify(impostor), keys))).toBe('bad_signature');
    expect(refusal(() => checkSignedResults(signed(resultsOf('vn-lotto')), new Map()))).toBe('not_imported');
    expect(refusal(() => checkSignedResults(signed({ ...resultsOf('vn-lotto'), game: 'lotus-keno' }), keys))).toBe(
      'unknown_game',
    );
    expect(refusal(() => checkSignedResults('not json', keys))).toBe('bad_file');
    expect(refusal(() => checkSignedResults('{"results":{}}', keys))).toBe('bad_file');
    expect(refusal(() => checkSignedResults(signed({ ...resultsOf('vn-lotto'), drawDate: '2001-01-01' }), keys))).toBe(
      'wrong_draw',
    );
  });

  it('vn-lotto: all 27 prizes with their digits, nothing more', () => {
    const good = fileResultOf('vn-lotto') as { prizes: Record<string, string[]> };
    const withPrizes = (change: (prizes: Record<string, unknown>) => void) => {
      const prizes: Record<string, unknown> = structuredClone(good.prizes);
      change(prizes);
      return { prizes };
    };
    const vn = game('vn-lotto');
    expect(refusal(() => resultShape(vn, good))).toBe('accepted');
    expect(
      refusal(() =>
        resultShape(
          vn,
          withPrizes((p) => delete p.seventh),
        ),
      ),
    ).toBe('bad_shape');
    expect(
      refusal(() =>
        resultShape(
          vn,
          withPrizes((p) => (p.eighth = ['12'])),
        ),
      ),
    ).toBe('bad_shape');
    expect(
      refusal(() =>
        resultShape(
          vn,
          withPrizes((p) => (p.special = ['1234'])),
        ),
      ),
    ).toBe('bad_shape');
    expect(
      refusal(() =>
        resultShape(
          vn,
          withPrizes((p) => (p.third = ['12345'] as string[])),
        ),
      ),
    ).toBe('bad_shape');
    expect(
      refusal(() =>
        resultShape(
          vn,
          withPrizes((p) => (p.seventh = [1, 2, 3, 4])),
        ),
      ),
    ).toBe('bad_shape');
    expect(
      refusal(() =>
        resultShape(
          vn,
          withPrizes((p) => (p.sixth = ['12a', '123', '456'])),
        ),
      ),
    ).toBe('bad_shape');
    expect(() =>
      resultShape(
        vn,
        withPrizes((p) => delete p.seventh),
      ),
    ).toThrow('vn-lotto result: prizes lacks seventh');
  });

  it('sea-lottery: a 6-digit first prize and a 2-digit bottom, nothing more', () => {
    const sea = game('sea-lottery');
    expect(resultShape(sea, { first: '000001', bottom2: '99' })).toEqual({
      kind: 'sea6',
      first: '000001',
      bottom2: '99',
    });
    for (const bad of [
      { first: '12345', bottom2: '99' },
      { first: '123456', bottom2: '9' },
      { first: 123456, bottom2: '99' },
      { first: '123456' },
      { first: '123456', bottom2: '99', top3: '456' },
      ['123456', '99'],
    ])
      expect(
        refusal(() => resultShape(sea, bad)),
        JSON.stringify(bad),
      ).toBe('bad_shape');
  });

  it('sea-4d: 23 different 4-digit numbers in 3 + 10 + 10', () => {
    const fourD = game('sea-4d');
    const good = fileResultOf('sea-4d') as { prizes: Record<string, string[]> };
    expect(refusal(() => resultShape(fourD, good))).toBe('accepted');
    const repeated = structuredClone(good);
    repeated.prizes.consolation![0] = repeated.prizes.first![0]!;
    expect(() => resultShape(fourD, repeated)).toThrow('must all differ');
    const short = structuredClone(good);
    short.prizes.special!.pop();
    expect(refusal(() => resultShape(fourD, short))).toBe('bad_shape');
    const fiveDigits = structuredClone(good);
    fiveDigits.prizes.second = ['12345'];
    expect(refusal(() => resultShape(fourD, fiveDigits))).toBe('bad_shape');
  });

  it('the keys come from configuration in any common form, and bad ones are named without their value', () => {
    const pem = provider.publicKey.export({ format: 'pem', type: 'spki' }) as string;
    const der = (provider.publicKey.export({ format: 'der', type: 'spki' }) as Buffer).toString('base64');
    const { keys: parsed, problems } = parseResultKeys(
      JSON.stringify({ 'vn-lotto': pem, 'sea-lottery': der, 'sea-4d': rawPublic(provider.publicKey) }),
    );
    expect(problems).toEqual([]);
    expect(new Set([...parsed.values()].map((k) => k.keyId))).toEqual(new Set([providerKey.keyId]));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'pem', type: 'spki' });
    const bad = parseResultKeys(JSON.stringify({ 'lotus-keno': pem, 'vn-lotto': rsa, 'sea-4d': 'abc' }));
    expect(bad.keys.size).toBe(0);
    expect(bad.problems).toHaveLength(3);
    expect(bad.problems.join('\n')).not.toContain('BEGIN');
    expect(parseResultKeys('{nope').problems[0]).toContain('must be JSON');
    expect(parseResultKeys(undefined)).toEqual({ keys: new Map(), problems: [] });
  });

  it('a game with a key waits for its file; the others draw themselves', () => {
    const sources = new ResultSources(new Map([['vn-lotto', providerKey]]));
    expect(sources.of(game('vn-lotto'))).toBe(OFFICIAL_IMPORT);
    expect(sources.of(game('sea-4d'))).toBe(BUILT_IN_DRAW);
    const draw = { id: 'vn-lotto#1', server_seed: 'ab'.repeat(32), state: 'open', result: null } as LotteryDraw;
    expect(OFFICIAL_IMPORT.resultFor(game('vn-lotto'), draw)).toBeUndefined();
    const claimed: LotteryDraw = {
      ...draw,
      state: 'drawing',
      result: '{"kind":"sea6","first":"123456","bottom2":"01"}',
    };
    expect(OFFICIAL_IMPORT.resultFor(game('vn-lotto'), claimed)).toMatchObject({ first: '123456' });
    expect(BUILT_IN_DRAW.resultFor(game('vn-lotto'), draw)).toEqual(drawResult('vn', draw.server_seed, draw.id));
  });

  it('a bad LOTTERY_RESULT_KEYS stops the start with the problem named', () => {
    expect(() => readEnvironment({ LOTTERY_RESULT_KEYS: JSON.stringify({ 'lotus-keno': 'x' }) })).toThrow(
      ConfigurationError,
    );
    expect(() => readEnvironment({ LOTTERY_RESULT_KEYS: '{"vn-lotto":"abc"}' })).toThrow(
      'LOTTERY_RESULT_KEYS: the key for vn-lotto is not an Ed25519 public key',
    );
    const pem = provider.publicKey.export({ format: 'pem', type: 'spki' }) as string;
    expect(
      readEnvironment({ LOTTERY_RESULT_KEYS: JSON.stringify({ 'vn-lotto': pem }) }).LOTTERY_RESULT_KEYS,
    ).toBeTruthy();
  });
});
