import { describe, expect, it } from 'vitest';
import { chooseVendor, LOBBIES, lobbyVendors, matchesSearch } from '../../src/lib/games/lobbies.ts';
import { launchRoute } from '../../src/lib/games/launch-routing.ts';
import { launchRequest, safeGameUrl } from '../../src/lib/games/launch-call.ts';

const vendors = [
  { vassalage: 'LOTUS_SLOTS', name: 'Lotus Slots', isHot: true },
  { vassalage: 'LOTUS_CLASSIC', name: 'Lotus Classic Slots', isHot: false },
];
const q = (s: string) => new URLSearchParams(s);
const game = {
  isGame: 'GAME',
  vassalage: 'V',
  code: 'c',
  gameType: null,
  accountTypeName: null,
  defaultPlayType: null,
};

describe('lobby tabs', () => {
  it("takes the page query (a vassalage or a 1-based position), then the nav's vassalage, then the first vendor", () => {
    expect(chooseVendor(vendors, q('page=LOTUS_CLASSIC'))?.vassalage).toBe('LOTUS_CLASSIC');
    expect(chooseVendor(vendors, q('page=2'))?.vassalage).toBe('LOTUS_CLASSIC');
    expect(chooseVendor(vendors, q('vassalage=LOTUS_CLASSIC'))?.vassalage).toBe('LOTUS_CLASSIC');
    expect(chooseVendor(vendors, q('page=LOTUS_SLOTS&vassalage=LOTUS_CLASSIC'))?.vassalage).toBe('LOTUS_SLOTS');
    expect(chooseVendor(vendors, q('page=NOPE&vassalage=ALSO_NOPE'))?.vassalage).toBe('LOTUS_SLOTS');
    expect(chooseVendor(vendors, q('page=0'))?.vassalage).toBe('LOTUS_SLOTS');
    expect(chooseVendor([], q('page=1'))).toBeUndefined();
  });

  it('joins lottery and e-lottery vendors on /elott', () => {
    const menus = {
      categories: { LOTT: { title: 'L', cards: [vendors[0]!] }, ELOTT: { title: 'E', cards: [vendors[1]!] } },
      sorting: [],
    };
    expect(lobbyVendors(LOBBIES.elott, menus).map((v) => v.vassalage)).toEqual(['LOTUS_SLOTS', 'LOTUS_CLASSIC']);
    expect(lobbyVendors(LOBBIES.fish, menus)).toEqual([]);
  });

  it('searches names case-insensitively, every word, in both scripts', () => {
    expect(matchesSearch('Lotus Fortune', 'fort')).toBe(true);
    expect(matchesSearch('Lotus Fortune', 'FORTUNE lotus')).toBe(true);
    expect(matchesSearch('Lotus Fortune', 'tiger')).toBe(false);
    expect(matchesSearch('সমুদ্র শিকার', 'শিকার')).toBe(true);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });
});

describe('launcher routing (spec 4)', () => {
  it('routes the lottery account types to their pages', () => {
    expect(launchRoute({ ...game, accountTypeName: 'TCG_LOTTO_VN', gameType: 'LOTT' })).toEqual({
      kind: 'page',
      path: '/vnlottery',
    });
    expect(launchRoute({ ...game, accountTypeName: 'TCG_SEA', gameType: 'LOTT' })).toEqual({
      kind: 'page',
      path: '/seaLottery',
    });
  });

  it('sends other lottery games to /lottery with gameCode and playType when present', () => {
    expect(launchRoute({ ...game, code: 'lucky-3d', gameType: 'LOTT', defaultPlayType: 'DIRECT' })).toEqual({
      kind: 'page',
      path: '/lottery?gameCode=lucky-3d&playType=DIRECT',
    });
    expect(launchRoute({ ...game, code: 'lotus-keno', gameType: 'ELOTT' })).toEqual({
      kind: 'page',
      path: '/lottery?gameCode=lotus-keno',
    });
  });

  it('opens a popup for VASSALAGE items and launches everything else', () => {
    expect(launchRoute({ ...game, isGame: 'VASSALAGE', vassalage: 'LOTUS_CLASSIC' })).toEqual({
      kind: 'popup',
      vassalage: 'LOTUS_CLASSIC',
    });
    expect(launchRoute(game)).toEqual({ kind: 'launch' });
  });
});

describe('launch call (docs/seamless-wallet.md)', () => {
  it('sends the spec 9 constants with the game, vendor and language', () => {
    expect(launchRequest('lotus-fortune', 'LOTUS_SLOTS', 'bn')).toEqual({
      gameId: 'lotus-fortune',
      vassalage: 'LOTUS_SLOTS',
      accountType: 1,
      confirmTrans: 0,
      clientType: 3,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      language: 'bn',
    });
  });

  it('shows only http(s) addresses in the game frame', () => {
    expect(safeGameUrl('/vendor/LOTUS_SLOTS/lotus-fortune/?session=x', 'https://site.test')).toBe(
      'https://site.test/vendor/LOTUS_SLOTS/lotus-fortune/?session=x',
    );
    expect(safeGameUrl('https://games.example/play', 'https://site.test')).toBe('https://games.example/play');
    expect(safeGameUrl('javascript:alert(1)', 'https://site.test')).toBeNull();
    expect(safeGameUrl('data:text/html,x', 'https://site.test')).toBeNull();
    expect(safeGameUrl(null, 'https://site.test')).toBeNull();
  });
});
