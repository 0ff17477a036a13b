import { describe, expect, it } from 'vitest';
import { appOffers, qrAddress, type AppResource } from '../../src/lib/site/app-downloads.ts';

const resource = (resourceType: string, url: string, qrCodeUrl: string | null = null): AppResource => ({
  resourceType,
  url,
  qrCodeUrl,
  labelNameEn: resourceType,
  labelNameBn: resourceType,
});

describe('appOffers', () => {
  it('offers each configured app, Android then iPhone', () => {
    const android = resource('APP_ANDROID', 'https://cdn.example.com/app.apk');
    const ios = resource('APP_IOS', '/');
    expect(appOffers([ios, android, resource('LOGO', '/images/logo.svg')])).toEqual([
      { kind: 'APP_ANDROID', resource: android },
      { kind: 'APP_IOS', resource: ios },
    ]);
  });

  it('does not offer an app without a resource or with an empty link', () => {
    expect(appOffers([resource('APP_ANDROID', '  ')])).toEqual([
      { kind: 'APP_ANDROID', resource: null },
      { kind: 'APP_IOS', resource: null },
    ]);
  });

  it('does not offer a link back to the download page, in either language or through its alias', () => {
    for (const url of ['/down#ios', '/down', '/en/down/', '/download', '/en/download#x']) {
      expect(appOffers([resource('APP_IOS', url)])[1], url).toEqual({ kind: 'APP_IOS', resource: null });
    }
    expect(appOffers([resource('APP_IOS', 'https://apps.example.com/down')])[1]?.resource).not.toBeNull();
  });
});

describe('qrAddress', () => {
  it('encodes the QR address when it is usable, else the app link', () => {
    expect(qrAddress(resource('APP_ANDROID', '/a.apk', '/qr.apk'))).toBe('/qr.apk');
    expect(qrAddress(resource('APP_ANDROID', '/a.apk', '/down#android'))).toBe('/a.apk');
    expect(qrAddress(resource('APP_ANDROID', '/a.apk'))).toBe('/a.apk');
  });
});
