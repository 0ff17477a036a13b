/**
 * Ocean Hunt (LOTUS_FISH/ocean-hunt) as a vendor game: one round is one shot at a fish the player aims at, for a
 * shot cost; the engine draws the hit from the round's stream and a catch pays the fish's multiple of the shot.
 */
import { FISH_TYPES, FISHING_MAX_WIN_MULTIPLE, FISHING_STATED_RTP, shootAt } from './engines/fishing.ts';
import { edgeBpOf, plainJson, type VendorGame } from './game-adapter.ts';

/** Shot costs on offer, minor units; the smallest is the 1-taka minimum bet. */
export const FISH_SHOTS: readonly bigint[] = [100n, 200n, 500n, 1000n, 2000n];

export const oceanHunt: VendorGame = {
  vassalage: 'LOTUS_FISH',
  code: 'ocean-hunt',
  maxWinMultiple: FISHING_MAX_WIN_MULTIPLE,
  houseEdges: [{ bet: 'shot', edgeBp: edgeBpOf(FISHING_STATED_RTP), cashback: true }],
  parseBet(input) {
    const { shotMinor, target } = (input ?? {}) as { shotMinor?: unknown; target?: unknown };
    if (typeof target !== 'string' || !FISH_TYPES.some((fish) => fish.name === target)) return undefined;
    if (typeof shotMinor !== 'string' || !/^[1-9][0-9]{0,6}$/.test(shotMinor)) return undefined;
    if (!FISH_SHOTS.includes(BigInt(shotMinor))) return undefined;
    return { shotMinor, target };
  },
  stake: (bet) => BigInt(bet.shotMinor!),
  play(stream, bet) {
    const shot = shootAt(stream, BigInt(bet.shotMinor!), bet.target!);
    return { outcome: plainJson(shot), winMinor: shot.winMinor };
  },
};
