/**
 * Official results files: what a results provider signs, how it is checked, and the shape each national game's
 * result must have. A file is `{ results, keyId, signature }`, where `results` is `{ game, drawNo, drawDate,
 * result }` and the signature is Ed25519 over the canonical JSON of `results` (keys sorted, no spaces), so the
 * file may be re-indented or re-ordered on its way without breaking the signature, but no value can change.
 */
import { createHash, sign, verify, type KeyObject } from 'node:crypto';
import { drawTimeOf, lotteryGame, type LotteryGame } from './config.ts';
import { IMPORTABLE_GAMES, keyIdOf, type ResultKey } from './result-keys.ts';
import { FOUR_D_PRIZES, VN_PRIZES, type DrawResult, type FourDResult } from './results.ts';

export type ImportRefusalCode =
  | 'bad_file'
  | 'unknown_game'
  | 'not_imported'
  | 'wrong_key'
  | 'bad_signature'
  | 'wrong_draw'
  | 'bad_shape'
  | 'not_drawn'
  | 'cancelled'
  | 'already_settled'
  | 'conflicting_result'
  | 'in_progress';

/** A results file refused, with the reason in words an operator can act on. */
export class ImportRefusal extends Error {
  readonly code: ImportRefusalCode;
  constructor(code: ImportRefusalCode, message: string) {
    super(message);
    this.name = 'ImportRefusal';
    this.code = code;
  }
}

export interface OfficialResults {
  game: string;
  drawNo: number;
  /** The draw's date in the game's own time zone (YYYY-MM-DD): providers name draws by date. */
  drawDate: string;
  /** The prize numbers in the game's result shape (results.ts, without `kind`). */
  result: unknown;
}

export interface SignedResults {
  results: OfficialResults;
  keyId: string;
  signature: string;
}

/** A file that passed every check: the draw it names and its result as the draw stores it. */
export interface CheckedResults {
  game: LotteryGame;
  drawNo: number;
  result: DrawResult;
  keyId: string;
  signature: string;
  fileSha256: string;
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function signResults(results: OfficialResults, privateKey: KeyObject, publicKey: KeyObject): SignedResults {
  const signature = sign(null, Buffer.from(canonicalJson(results)), privateKey).toString('base64');
  return { results, keyId: keyIdOf(publicKey), signature };
}

/** The draw's calendar date where it is held. */
export function drawDateOf(game: LotteryGame, drawNo: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: game.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(drawTimeOf(game, drawNo));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const badShape = (game: string, what: string) => new ImportRefusal('bad_shape', `${game} result: ${what}`);

/** Exactly these keys: a missing prize and an unknown one are both a wrong file. */
function sameKeys(game: string, value: Record<string, unknown>, expected: readonly string[], where: string): void {
  const missing = expected.filter((key) => !(key in value));
  const extra = Object.keys(value).filter((key) => !expected.includes(key));
  if (missing.length) throw badShape(game, `${where} lacks ${missing.join(', ')}`);
  if (extra.length) throw badShape(game, `${where} has unknown ${extra.join(', ')}`);
}

function numbersOf(game: string, value: unknown, prize: string, count: number, digits: number): string[] {
  const pattern = new RegExp(`^[0-9]{${digits}}$`);
  if (!Array.isArray(value) || value.length !== count)
    throw badShape(game, `${prize} must be a list of ${count} number(s)`);
  for (const number of value)
    if (typeof number !== 'string' || !pattern.test(number))
      throw badShape(game, `${prize} numbers must be ${digits}-digit strings, got ${JSON.stringify(number)}`);
  return value as string[];
}

/** The game's result from the file's `result`, every prize present with its count and digits, in draw order. */
export function resultShape(game: LotteryGame, raw: unknown): DrawResult {
  const code = game.code;
  if (!isObject(raw)) throw badShape(code, 'must be an object');
  if (game.kind === 'sea6') {
    sameKeys(code, raw, ['first', 'bottom2'], 'the result');
    return {
      kind: 'sea6',
      first: numbersOf(code, [raw.first], 'first', 1, 6)[0]!,
      bottom2: numbersOf(code, [raw.bottom2], 'bottom2', 1, 2)[0]!,
    };
  }
  if (game.kind === 'vn' || game.kind === 'sea4d') {
    sameKeys(code, raw, ['prizes'], 'the result');
    const prizes = raw.prizes;
    if (!isObject(prizes)) throw badShape(code, 'prizes must be an object');
    const table =
      game.kind === 'vn' ? VN_PRIZES : FOUR_D_PRIZES.map(({ prize, count }) => ({ prize, count, digits: 4 }));
    sameKeys(
      code,
      prizes,
      table.map((row) => row.prize),
      'prizes',
    );
    const ordered: Record<string, string[]> = {};
    for (const { prize, count, digits } of table) ordered[prize] = numbersOf(code, prizes[prize], prize, count, digits);
    if (game.kind === 'vn') return { kind: 'vn', prizes: ordered };
    // 4D draws 23 different numbers (a number wins one place only).
    const all = Object.values(ordered).flat();
    if (new Set(all).size !== all.length) throw badShape(code, 'the 23 4D numbers must all differ');
    return { kind: 'sea4d', prizes: ordered as FourDResult['prizes'] };
  }
  throw new ImportRefusal('unknown_game', `${code} is not a national draw`);
}

function parseFile(text: string): SignedResults {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    throw new ImportRefusal('bad_file', 'the file is not JSON');
  }
  if (
    !isObject(file) ||
    !isObject(file.results) ||
    typeof file.keyId !== 'string' ||
    typeof file.signature !== 'string'
  )
    throw new ImportRefusal('bad_file', 'expected a signed results file: { "results": {…}, "keyId", "signature" }');
  return file as unknown as SignedResults;
}

/**
 * Checks a signed file against the configured keys: the game takes imports, the key is that game's, the signature
 * holds, the draw number and date agree, and the result has the game's shape. Nothing here reads the database.
 */
export function checkSignedResults(text: string, keys: ReadonlyMap<string, ResultKey>): CheckedResults {
  const file = parseFile(text);
  const { results } = file;
  const game = typeof results.game === 'string' ? lotteryGame(results.game) : undefined;
  if (!game || !IMPORTABLE_GAMES.includes(game.code))
    throw new ImportRefusal(
      'unknown_game',
      `${String(results.game)} is not a national draw (${IMPORTABLE_GAMES.join(', ')})`,
    );
  const key = keys.get(game.code);
  if (!key)
    throw new ImportRefusal(
      'not_imported',
      `${game.code} draws itself: no results key is configured for it (LOTTERY_RESULT_KEYS)`,
    );
  if (file.keyId !== key.keyId)
    throw new ImportRefusal(
      'wrong_key',
      `signed by key ${file.keyId}, but ${game.code} takes results signed by key ${key.keyId}`,
    );
  const signature = Buffer.from(file.signature, 'base64');
  const canonical = Buffer.from(canonicalJson(results));
  if (signature.length !== 64 || !verify(null, canonical, key.publicKey, signature))
    throw new ImportRefusal(
      'bad_signature',
      `the signature does not match the results (key ${key.keyId}): the file was changed or not signed by the provider`,
    );
  if (!Number.isSafeInteger(results.drawNo) || results.drawNo < 0)
    throw new ImportRefusal('wrong_draw', 'drawNo must be a whole number');
  const date = drawDateOf(game, results.drawNo);
  if (results.drawDate !== date)
    throw new ImportRefusal(
      'wrong_draw',
      `draw ${game.code}#${results.drawNo} is held on ${date}, the file says ${String(results.drawDate)}`,
    );
  return {
    game,
    drawNo: results.drawNo,
    result: resultShape(game, results.result),
    keyId: key.keyId,
    signature: signature.toString('base64'),
    fileSha256: createHash('sha256').update(canonical).digest('hex'),
  };
}
