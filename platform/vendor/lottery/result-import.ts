/**
 * The official results importer: a checked, signed file (official-results.ts) settles its draw with the imported
 * result exactly once. The import row and the claim on the draw are written in one transaction, and the row's key
 * is the draw, so of any number of imports (the same file twice, two operators at once, two processes) one claims
 * the draw and settles it; the others are refused, and a different result for a draw that has one is refused too.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { closeTimeOf, drawIdOf, drawTimeOf } from './config.ts';
import type { LotteryResultImportsTable } from './import-tables.ts';
import { checkSignedResults, ImportRefusal } from './official-results.ts';
import * as repo from './repository.ts';
import { LOTTERY_LEASE_MS, type LotteryReport, type LotteryService } from './service.ts';

export type LotteryResultImport = LotteryResultImportsTable;

export function importOf(db: Kysely<Database>, drawId: string): Promise<LotteryResultImport | undefined> {
  return db.selectFrom('lottery_result_imports').selectAll().where('draw_id', '=', drawId).executeTakeFirst();
}

/** Thrown inside the claim's transaction to undo the import row when another claimant holds the draw. */
class ClaimTaken extends Error {}

const iso = (ms: number) => new Date(ms).toISOString();

export class OfficialResultImporter {
  readonly #lottery: LotteryService;

  constructor(lottery: LotteryService) {
    this.#lottery = lottery;
  }

  /** Checks the file, claims its draw and settles every ticket; refusals are ImportRefusal with a reason. */
  async import(
    text: string,
    leaseMs = LOTTERY_LEASE_MS,
  ): Promise<{ draw: repo.LotteryDraw; keyId: string; report: LotteryReport }> {
    const { db, now } = this.#lottery.vendor.options;
    const checked = checkSignedResults(text, this.#lottery.sources.keys);
    const { game, drawNo } = checked;
    const drawId = drawIdOf(game, drawNo);
    const result = JSON.stringify(checked.result);
    if (drawTimeOf(game, drawNo) > now())
      throw new ImportRefusal(
        'not_drawn',
        `${drawId} is not drawn yet (sales close ${iso(closeTimeOf(game, drawNo))}, draw ${iso(drawTimeOf(game, drawNo))}): import its result after the draw`,
      );
    const report: LotteryReport = { draws: [], settled: [], refunded: [], failed: [] };
    // Twice at most: when another import inserts its row between our look and our insert, the second look sees it.
    for (let look = 0; look < 2; look += 1) {
      const draw = await repo.drawById(db, drawId);
      if (!draw) throw new ImportRefusal('wrong_draw', `${drawId} was never on sale here: there is nothing to settle`);
      if (draw.state === 'cancelled')
        throw new ImportRefusal('cancelled', `${drawId} was cancelled and its tickets refunded`);
      const existing = await importOf(db, drawId);
      if (existing) {
        if (existing.result !== result)
          throw new ImportRefusal(
            'conflicting_result',
            `${drawId} already has a different official result (imported ${existing.imported_at}, key ${existing.key_id}); this file is refused`,
          );
        if (draw.state === 'settled')
          throw new ImportRefusal('already_settled', `${drawId} is already settled with this result`);
        // An import claimed it and stopped part way: this one finishes the settlement once that claim runs out.
        if (!(await repo.claimDraw(db, drawId, existing.result, now(), leaseMs)))
          throw new ImportRefusal('in_progress', `${drawId} is being settled by another import; try again shortly`);
        report.draws.push(drawId);
        await this.#lottery.settleClaimed(draw, existing.result, report);
        return { draw: (await repo.drawById(db, drawId))!, keyId: existing.key_id, report };
      }
      if (draw.state === 'settled')
        throw new ImportRefusal('already_settled', `${drawId} was already settled by the built-in draw`);
      if (draw.state === 'drawing')
        throw new ImportRefusal('in_progress', `${drawId} is being drawn by the built-in draw`);
      const claimed = await db
        .transaction()
        .execute(async (trx) => {
          const inserted = await trx
            .insertInto('lottery_result_imports')
            .values({
              draw_id: drawId,
              game_code: game.code,
              key_id: checked.keyId,
              signature: checked.signature,
              file_sha256: checked.fileSha256,
              result,
              imported_at: iso(now()),
            })
            .onConflict((oc) => oc.column('draw_id').doNothing())
            .executeTakeFirst();
          if (inserted.numInsertedOrUpdatedRows !== 1n) return false;
          if (!(await repo.claimDraw(trx, drawId, result, now(), leaseMs))) throw new ClaimTaken();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof ClaimTaken) return false;
          throw error;
        });
      if (claimed) {
        report.draws.push(drawId);
        await this.#lottery.settleClaimed(draw, result, report);
        return { draw: (await repo.drawById(db, drawId))!, keyId: checked.keyId, report };
      }
    }
    throw new ImportRefusal('in_progress', `${drawId} is being settled by another import; try again shortly`);
  }
}
