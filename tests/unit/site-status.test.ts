import { describe, expect, it } from 'vitest';
import { siteStatusFor } from '../../platform/merchant/site-status.ts';

const bd = { ip: '103.4.145.1', country: 'BD' };
const unknown = { ip: '127.0.0.1', country: null };

describe('siteStatusFor', () => {
  it('is normal when nothing applies', () => {
    expect(siteStatusFor({ systemStatus: 0, blockedCountries: [] }, bd)).toMatchObject({
      systemStatus: 0,
      maintenance: false,
      regionRestriction: false,
    });
  });

  it('restricts a visitor from a blocked country', () => {
    expect(siteStatusFor({ systemStatus: 0, blockedCountries: ['BD'] }, bd).systemStatus).toBe(2);
  });

  it('does not restrict a visitor whose country is unknown', () => {
    expect(siteStatusFor({ systemStatus: 0, blockedCountries: ['BD'] }, unknown).systemStatus).toBe(0);
  });

  it('lets maintenance win over restriction', () => {
    const status = siteStatusFor({ systemStatus: 1, blockedCountries: ['BD'] }, bd);
    expect(status).toMatchObject({ systemStatus: 1, maintenance: true, regionRestriction: false });
  });

  it('restricts everyone when the merchant is restricted', () => {
    expect(siteStatusFor({ systemStatus: 2, blockedCountries: [] }, unknown).systemStatus).toBe(2);
  });
});
