import { describe, expect, it } from 'vitest';
import { buildNav, type GameMenus } from '../../contract/rules/nav.ts';

function menus(categories: Record<string, string[]>): GameMenus {
  return {
    categories: Object.fromEntries(
      Object.entries(categories).map(([c, vendors]) => [
        c,
        {
          title: c,
          cards: vendors.map((v) => ({ vassalage: v, name: v === 'DS88' ? 'DS88 Sabong' : v, isHot: false })),
        },
      ]),
    ),
    sorting: Object.entries(categories).map(([gameCategory, vendors]) => ({ gameCategory, vendors })),
  };
}

describe('buildNav', () => {
  const full = menus({
    ELOTT: ['KENO'],
    LOTT: ['TCG_SEA', 'VN'],
    LIVE: ['L1', 'L2'],
    SPORTS: ['S1', 'DS88'],
    FISH: ['F1'],
    RNG: ['R1'],
    PVP: ['P1'],
    ESPORTS: ['E1'],
  });

  it('orders the items as the spec lists them, with DS88 after LIVE', () => {
    expect(buildNav(full).map((i) => i.name)).toEqual([
      'hot',
      'fav',
      'bingo',
      'lottery',
      'live',
      'sabong',
      'sports',
      'fish',
      'slots',
      'pvp',
      'esports',
    ]);
  });

  it("carries the first vendor's vassalage on live, fish, slots and pvp, and TCG_SEA on lottery", () => {
    const byName = Object.fromEntries(buildNav(full).map((i) => [i.name, i.page]));
    expect(byName).toMatchObject({
      live: '/live?vassalage=L1',
      fish: '/fish?vassalage=F1',
      slots: '/rng?vassalage=R1',
      pvp: '/pvp?vassalage=P1',
      lottery: '/elott?vassalage=TCG_SEA',
      sabong: '/sports?vassalage=DS88',
    });
  });

  it('shows favourites only to logged-in visitors', () => {
    expect(buildNav(full).find((i) => i.name === 'fav')?.point).toBe('logged-in');
  });

  it('leaves out categories without vendors', () => {
    const names = buildNav(menus({ LIVE: ['L1'], RNG: ['R1'] })).map((i) => i.name);
    expect(names).toEqual(['hot', 'fav', 'bingo', 'live', 'slots']);
  });

  it('shows one lottery item when only one of ELOTT and LOTT has vendors', () => {
    expect(buildNav(menus({ ELOTT: ['KENO'] })).find((i) => i.name === 'lottery')?.page).toBe('/elott?vassalage=KENO');
  });

  it('has no DS88 item without a DS88 sports vendor', () => {
    expect(buildNav(menus({ SPORTS: ['S1'] })).map((i) => i.name)).not.toContain('sabong');
  });
});
