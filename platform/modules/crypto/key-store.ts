/**
 * The platform's RSA-OAEP key pairs for encrypted bodies: made on first use, kept in the database so every
 * process and every restart uses the same pair, and cached in memory after the first read.
 * Two processes starting on an empty database may each make a pair; both stay valid, looked up by key id.
 */
import { createPrivateKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BodyKeysTable } from './tables.ts';
import { addKey, keyById, newestKey } from './repository.ts';

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
  private readonly byId = new Map<string, BodyKey>();
  private current: Promise<BodyKey> | undefined;

  constructor(db: Kysely<Database>, now: () => number) {
    this.db = db;
    this.now = now;
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
    const row = await newestKey(this.db);
    if (row) return this.remember(row);
    const pair = await generate('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'der' },
    });
    const made: BodyKeysTable = {
      key_id: randomBytes(9).toString('base64url'),
      public_key: pair.publicKey.toString('base64'),
      private_key: pair.privateKey.toString('base64'),
      created_at: new Date(this.now()).toISOString(),
    };
    await addKey(this.db, made);
    return this.remember(made);
  }

  private remember(row: BodyKeysTable): BodyKey {
    const key: BodyKey = {
      keyId: row.key_id,
      publicKey: row.public_key,
      privateKey: createPrivateKey({ key: Buffer.from(row.private_key, 'base64'), format: 'der', type: 'pkcs8' }),
    };
    this.byId.set(key.keyId, key);
    return key;
  }
}
