/** What a visitor may see: maintenance wins over everything, then region restriction (spec 4, App start). */
import type { VisitorLocation } from '../geo/locate.ts';
import type { SiteStatus } from '../../contract/calls/system.ts';
import type { MerchantSettings, SystemStatus } from './repository.ts';

/** As GET /wps/system/status answers it (contract/calls/system.ts). */
export type { SiteStatus };

export function siteStatusFor(
  settings: Pick<MerchantSettings, 'systemStatus' | 'blockedCountries'>,
  location: VisitorLocation,
): SiteStatus {
  const maintenance = settings.systemStatus === 1;
  const countryBlocked = location.country !== null && settings.blockedCountries.includes(location.country);
  const regionRestriction = !maintenance && (settings.systemStatus === 2 || countryBlocked);
  const systemStatus: SystemStatus = maintenance ? 1 : regionRestriction ? 2 : 0;
  return { systemStatus, maintenance, regionRestriction, location };
}
