/**
 * `lottery import <file>` settles a draw with an official result from a signed results file, and `lottery sign
 * <file> <private-key-file>` is the development helper that signs one (what a results provider does with its own
 * key): the demo and the tests make their key pair at run time, so no private key is ever in the repository.
 */
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import { formatMinor, toMinor } from '../../contract/minor-units.ts';
import {
  ImportRefusal,
  signResults,
  type OfficialResults,
  ticketsOfDraw,
  OfficialResultImporter,
  type LotteryService,
} from '../vendor/index.ts';
import { UsageError } from '../operator-command.ts';

function readText(file: string | undefined, what: string): string {
  if (!file) throw new UsageError(`expected ${what}`);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`cannot read ${file}`);
  }
}

export async function importResults(lottery: LotteryService, file: string | undefined): Promise<string> {
  const text = readText(file, 'a signed results file: lottery import <file>');
  let outcome: Awaited<ReturnType<OfficialResultImporter['import']>>;
  try {
    outcome = await new OfficialResultImporter(lottery).import(text);
  } catch (error) {
    if (error instanceof ImportRefusal) throw new UsageError(`refused (${error.code}): ${error.message}`);
    throw error;
  }
  const { draw, keyId } = outcome;
  // Counted from the rows: a sweep in another process may have closed some tickets of this draw.
  const tickets = await ticketsOfDraw(lottery.vendor.options.db, draw.id);
  const paid = tickets.reduce((sum, t) => sum + (t.win_minor === null ? 0n : toMinor(t.win_minor)), 0n);
  const settled = tickets.filter((t) => t.state === 'settled').length;
  const open = tickets.filter((t) => t.state === 'open').length;
  return (
    `${draw.id} settled with the official result signed by key ${keyId}: ${settled} ticket(s) settled, ` +
    `${formatMinor(paid)} paid${open ? `; ${open} ticket(s) left for the scheduler` : ''}; ` +
    `verify at /vendor/lotto/verify?draw=${encodeURIComponent(draw.id)}`
  );
}

/** Signs `file` (its results, or a bare results object) and writes `<name>.signed.json` beside it. */
export function signResultsFile(file: string | undefined, keyFile: string | undefined): string {
  const text = readText(file, 'lottery sign <results file> <private-key-file>');
  const keyText = readText(keyFile, 'the Ed25519 private key file (PEM): lottery sign <file> <private-key-file>');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(keyText);
  } catch {
    throw new UsageError(`${keyFile} is not a PEM private key`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new UsageError(`${keyFile} is not an Ed25519 private key`);
  let parsed: { results?: OfficialResults } & Partial<OfficialResults>;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`${file} is not JSON`);
  }
  const results = parsed.results ?? (parsed as OfficialResults);
  if (typeof results.game !== 'string' || typeof results.drawNo !== 'number' || typeof results.drawDate !== 'string')
    throw new UsageError(`${file}: expected { "game", "drawNo", "drawDate", "result" }`);
  const signed = signResults(
    { game: results.game, drawNo: results.drawNo, drawDate: results.drawDate, result: results.result },
    privateKey,
    createPublicKey(privateKey),
  );
  const out = `${file!.replace(/\.json$/, '')}.signed.json`;
  fs.writeFileSync(out, `${JSON.stringify(signed, null, 2)}\n`);
  return `${out} written, signed by key ${signed.keyId}`;
}
