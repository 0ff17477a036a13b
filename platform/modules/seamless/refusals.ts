/** The seamless API's refusals: `{ error: { code, message } }` with a 4xx (docs/seamless-wallet.md). Vendors read codes, not messages. */
export const REFUSALS = {
  bad_request: [400, 'The request is not valid.'],
  bad_signature: [401, 'The signature does not match.'],
  stale_request: [401, 'The timestamp is more than 300 seconds from the platform clock.'],
  session_invalid: [401, 'The game session is unknown, expired or for another game.'],
  insufficient_funds: [402, "The player's balance does not cover the bet."],
  player_unknown: [404, 'No such player.'],
  bet_not_found: [404, 'No such bet.'],
  transaction_conflict: [409, 'This transaction id was used with other data.'],
  round_settled: [409, 'The round already has a win: it cannot be rolled back.'],
  rolled_back: [409, 'This bet was rolled back.'],
  win_over_cap: [
    409,
    "The round's wins would pass the game's maximum multiple of its bets: refused, and reported to the operator.",
  ],
} as const;

export type RefusalCode = keyof typeof REFUSALS;

export interface SeamlessAnswer {
  status: number;
  body: unknown;
}

export class SeamlessRefusal extends Error {
  readonly code: RefusalCode;
  constructor(code: RefusalCode) {
    super(code);
    this.name = 'SeamlessRefusal';
    this.code = code;
  }

  get answer(): SeamlessAnswer {
    return refusalAnswer(this.code);
  }
}

export function refusalAnswer(code: RefusalCode): SeamlessAnswer {
  const [status, message] = REFUSALS[code];
  return { status, body: { error: { code, message } } };
}
