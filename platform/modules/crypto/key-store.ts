/**
 * The platform's RSA-OAEP key pairs for encrypted bodies: made on first use, kept in the database so every
 * process and every restart uses the same pair, and cached in memory after the first read.
 * Two processes starting on an empty database may each make a pair; both stay valid, looked up by key id.
 * With a wrapping secret (production's BODY_KEY_SECRET) the private halves rest encrypted (key-wrap.ts), and the
 * first load encrypts any left in clear by an earlier version; a key the secret cannot open is not used.
 */
import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BodyKeysTable } from './tables.ts';
import { addKey, keyById, newestKey, replacePrivateKey, storedPrivateKeys } from './repository.ts';
import { isWrapped, unwrapPrivateKey, wrapPrivateKey } from './key-wrap.ts';

const generate = promisify(generateKeyPair);

export interface BodyKey {
  keyId: string;
  /** SPKI DER, base64: what clients import. */
  publicKey: string;
  privateKey: KeyObject;
}

export class BodyKeyStore {
  private readonly db: Kysely<Database>;
  private readonly now: () => number;
  private readonly secret: string | undefined;
  private readonly byId = new Map<string, BodyKey>();
  private current: Promise<BodyKey> | undefined;

  constructor(db: Kysely<Database>, now: () => number, secret?: string) {
    this.db = db;
    this.now = now;
    this.secret = secret;
  }

  /** The key clients should encrypt to. */
  currentKey(): Promise<BodyKey> {
    this.current ??= this.loadOrMake().catch((error: unknown) => {
      this.current = undefined;
      throw error;
    });
    return this.current;
  }

  /** The key with this id, or undefined when no process ever made it. */
  async find(keyId: string): Promise<BodyKey | undefined> {
    const known = this.byId.get(keyId);
    if (known) return known;
    const row = await keyById(this.db, keyId);
    return row ? this.remember(row) : undefined;
  }

  private async loadOrMake(): Promise<BodyKey> {
    if (this.secret !== undefined) await this.wrapClearKeys(this.secret);
    const row = await newestKey(this.db);
    const usable = row && this.remember(row);
    if (usable) return usable;
    const pair = await generate('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    const keyId = randomBytes(9).toString('base64url');
    const made: BodyKeysTable = {
      key_id: keyId,
      public_key: pair.publicKey.toString('base64'),
      private_key: wrapPrivateKey(pair.privateKey, keyId, this.secret),
      created_at: new Date(this.now()).toISOString(),
    };
    await addKey(this.db, made);
    return this.remember(made)!;
  }

  /** Encrypts in place the private keys an earlier version left in clear: none stays readable in the database. */
  private async wrapClearKeys(secret: string): Promise<void> {
    for (const row of await storedPrivateKeys(this.db)) {
      if (isWrapped(row.private_key)) continue;
      const der = Buffer.from(row.private_key, 'base64');
      await replacePrivateKey(this.db, row.key_id, row.private_key, wrapPrivateKey(der, row.key_id, secret));
    }
  }

  /** The key of a row, kept for later; undefined when its private half cannot be opened with this secret. */
  private remember(row: BodyKeysTable): BodyKey | undefined {
    const der = unwrapPrivateKey(row.private_key, row.key_id, this.secret);
    if (!der) return undefined;
    const key: BodyKey = {
      keyId: row.key_id,
      publicKey: row.public_key,
      privateKey: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
    };
    this.byId.set(key.keyId, key);
    return key;
  }
}
