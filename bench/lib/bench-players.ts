/**
 * Players for the seamless-wallet bench: a real casino has many players each betting a few times a second, not
 * three players betting a thousand times a second (on PostgreSQL that would queue every bet behind three wallet
 * rows). Made in-process before the server starts: members copied from demoplayer under new names, funded the
 * way an operator does (the ops verb), each with a login and a game session opened by the login's and the launch call's own functions.
 */
import { COMMANDS } from '../../platform/ops/commands.ts';
import { memberByUsername, openSession, tokenHash } from '../../platform/modules/identity/index.ts';
import { openGameSession } from '../../platform/modules/seamless/game-sessions.ts';
import type { BenchStore } from './bench-store.ts';

export interface BenchPlayer {
  /** The member id as the seamless API names the player. */
  player: string;
  /** The game session token a vendor sends with a bet. */
  session: string;
}

export async function benchPlayers(
  store: BenchStore,
  count: number,
  vendor: string,
  gameCode: string,
): Promise<BenchPlayer[]> {
  const platform = await store.open();
  try {
    const { db, config } = platform.context;
    const model = await db
      .selectFrom('members')
      .selectAll()
      .where('merchant_code', '=', config.merchantCode)
      .where('username', '=', 'demoplayer')
      .executeTakeFirstOrThrow();
    const players: BenchPlayer[] = [];
    for (let i = 0; i < count; i += 1) {
      const { id: _id, ...rest } = model;
      const username = `benchplayer${i}`;
      await db
        .insertInto('members')
        .values({
          ...rest,
          username,
          username_key: username,
          nickname: username,
          mobile_e164: null,
          mobile_num: null,
          email: null,
          affiliate_code: null,
        })
        .execute();
      await COMMANDS['credit-bonus']!.run(platform.context, [username, '1000000', 'bench', 'float']);
      const member = (await memberByUsername(db, config.merchantCode, username))!;
      // A game session lives as long as the login that launched it (its bets keep that login in use).
      const login = await openSession(platform.context, member, 'username', false, '127.0.0.1');
      const owner = { merchant: config.merchantCode, memberId: member.id, loginTokenHash: tokenHash(login) };
      const session = await openGameSession(db, owner, vendor, gameCode, Date.now());
      players.push({ player: String(member.id), session });
    }
    return players;
  } finally {
    await platform.close();
  }
}
