import { describe, expect, it } from 'vitest';
import { SettingsCache } from '../../platform/merchant/settings-cache.ts';
import type { MerchantSettings } from '../../platform/merchant/repository.ts';

function fakeSettings(systemStatus: 0 | 1 | 2): MerchantSettings {
  return {
    code: 'demo',
    name: 'Demo',
    currency: 'BDT',
    currencySymbol: '৳',
    systemStatus,
    gtagId: null,
    imageCdns: [],
    launchCdns: [],
    consentDays: 30,
    flags: {},
    blockedCountries: [],
    contactUrl: null,
  };
}

describe('SettingsCache', () => {
  it('reads the database again only after the time-to-live', async () => {
    let now = 0;
    let loads = 0;
    let status: 0 | 1 = 0;
    const cache = new SettingsCache(
      async () => {
        loads += 1;
        return fakeSettings(status);
      },
      2000,
      () => now,
    );
    expect((await cache.get()).systemStatus).toBe(0);
    status = 1;
    now = 1999;
    expect((await cache.get()).systemStatus).toBe(0);
    now = 2000;
    expect((await cache.get()).systemStatus).toBe(1);
    expect(loads).toBe(2);
  });

  it('shares one load among concurrent callers', async () => {
    let loads = 0;
    const cache = new SettingsCache(async () => {
      loads += 1;
      return fakeSettings(0);
    }, 1000);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const cache = new SettingsCache(async () => {
      if (fail) throw new Error('db down');
      return fakeSettings(0);
    }, 1000);
    await expect(cache.get()).rejects.toThrow('db down');
    fail = false;
    expect((await cache.get()).systemStatus).toBe(0);
  });
});
