/**
 * What a player reads about a movement instead of its internal reference (issue 13): the game's name from the
 * catalogue in the player's language and the round's short number (bets, wins, refunds), the short order
 * number (deposits, withdrawals), the vendor's name (game wallets), and the other member of an agent transfer.
 * Looked up for a page of rows at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { shortNumber } from './short-number.ts';
import { callsOfTransfers, gamesOfRounds, vendorNames, withdrawalsByHold } from './repository.ts';

export interface MovementRow {
  transfer_id: string;
  code: string;
  metadata: string;
  kind: string;
  vendor: string | null;
}

export interface Readable {
  /** The game played, in the player's language (bets, wins, refunds). */
  gameName: string | null;
  /** The vendor's name: the game wallet of the row, or the one money went to or came from. */
  vendorName: string | null;
  /** A short round or order number. */
  number: string | null;
  /** The other member of an agent transfer. */
  counterparty: string | null;
}

const GAME_CODES = new Set(['bet', 'win', 'refund']);
const WITHDRAWAL_CODES = new Set(['withdrawal', 'withdrawal_return']);
/** The transfers of one withdrawal: its hold, then :pay, :reject or :return. */
const WITHDRAWAL_STEP = /:(pay|reject|return)$/;

function metadataOf(row: MovementRow): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(row.metadata);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export async function readableRows(
  db: Kysely<Database>,
  merchantCode: string,
  memberUsername: string,
  rows: MovementRow[],
  language: MessageLanguage,
): Promise<Readable[]> {
  const metas = rows.map(metadataOf);

  // Rounds of the game rows, by the seamless call each transfer booked; a round's game is whichever call named it.
  const gameTransfers = rows.filter((r) => GAME_CODES.has(r.code)).map((r) => r.transfer_id);
  const calls = gameTransfers.length === 0 ? [] : await callsOfTransfers(db, merchantCode, gameTransfers);
  const roundOf = new Map(calls.map((c) => [c.transfer_id!, { vendor: c.vendor, round: c.round_id }]));
  const roundIds = [...new Set(calls.map((c) => c.round_id))];
  const games = roundIds.length === 0 ? [] : await gamesOfRounds(db, merchantCode, roundIds);
  const gameOf = new Map(
    games.map((g) => [`${g.vendor}/${g.round_id}`, (language === 'bn' ? g.name_bn : g.name_en) ?? g.game_code]),
  );

  const holdIds = [
    ...new Set(rows.filter((r) => WITHDRAWAL_CODES.has(r.code)).map((r) => r.transfer_id.replace(WITHDRAWAL_STEP, ''))),
  ];
  const withdrawals = holdIds.length === 0 ? [] : await withdrawalsByHold(db, merchantCode, holdIds);
  const withdrawalOf = new Map(withdrawals.map((w) => [w.hold_id, String(w.id)]));

  const vendorCodes = [
    ...new Set(
      rows
        .map((r, i) => r.vendor ?? text(metas[i]!.vassalage) ?? text(metas[i]!.vendor))
        .filter((v): v is string => v !== null),
    ),
  ];
  const vendors = vendorCodes.length === 0 ? [] : await vendorNames(db, merchantCode, vendorCodes);
  const vendorName = new Map(vendors.map((v) => [v.vassalage, v.name]));

  return rows.map((row, i) => {
    const meta = metas[i]!;
    const vendor = row.vendor ?? text(meta.vassalage) ?? text(meta.vendor);
    const readable: Readable = {
      gameName: null,
      vendorName: vendor ? (vendorName.get(vendor) ?? null) : null,
      number: null,
      counterparty: null,
    };
    if (GAME_CODES.has(row.code)) {
      const round = roundOf.get(row.transfer_id);
      if (round) {
        readable.gameName = gameOf.get(`${round.vendor}/${round.round}`) ?? null;
        readable.number = shortNumber(round.round);
      }
    } else if (row.code === 'deposit') {
      const order = text(meta.orderId);
      readable.number = order ? shortNumber(order) : null;
    } else if (WITHDRAWAL_CODES.has(row.code)) {
      readable.number = withdrawalOf.get(row.transfer_id.replace(WITHDRAWAL_STEP, '')) ?? null;
    } else if (row.code === 'transfer_agent') {
      const from = text(meta.from);
      readable.counterparty = from && from.toLowerCase() !== memberUsername.toLowerCase() ? from : text(meta.to);
    }
    return readable;
  });
}
