// Punto-banco drawing rules, shared by the dealing engine and the exact RTP count so both follow one rule book.

/** A card's baccarat value: ace 1, 2–9 face value, tens and court cards 0. `rank` is 1 (ace) … 13 (king). */
export function cardValue(rank: number): number {
  return rank >= 10 ? 0 : rank;
}

export function handTotal(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) % 10;
}

/** Either two-card hand totals 8 or 9: a natural, and nobody draws. */
export function isNatural(playerTotal: number, bankerTotal: number): boolean {
  return playerTotal >= 8 || bankerTotal >= 8;
}

/** The player draws a third card on 0–5 and stands on 6–7 (naturals are settled before). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws. When the player stood (`playerThird` null) the banker draws on 0–5. When the player
 * drew, the banker's total and the player's third card decide: 0–2 draw; 3 draws unless it was an 8; 4 on 2–7;
 * 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type Winner = 'player' | 'banker' | 'tie';

export function winnerOf(playerTotal: number, bankerTotal: number): Winner {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}
