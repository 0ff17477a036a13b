/** The imported-results table (migration 2026-11-25T0036), composed into the database type in platform/db/schema.ts. */
export interface LotteryResultImportsTable {
  draw_id: string;
  game_code: string;
  /** The results provider's key that signed the file (result-keys.ts keyIdOf). */
  key_id: string;
  /** Base64 Ed25519 signature over the canonical results (official-results.ts). */
  signature: string;
  /** SHA-256 of the canonical results, hex: the same for every copy of the same file. */
  file_sha256: string;
  /** The result as the draw stores it (results.ts DrawResult JSON). */
  result: string;
  imported_at: string;
}

export interface LotteryImportTables {
  lottery_result_imports: LotteryResultImportsTable;
}
