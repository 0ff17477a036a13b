/** Table types: keys that unwrap encrypted call bodies; composed into the database type in platform/db/schema.ts. */

export interface CryptoTables {
  body_keys: BodyKeysTable;
}

/** RSA key pairs that unwrap encrypted call bodies (docs/encrypted-calls.md). */
export interface BodyKeysTable {
  key_id: string;
  /** SPKI DER, base64. */
  public_key: string;
  /** PKCS#8 DER, base64. */
  private_key: string;
  created_at: string;
}
