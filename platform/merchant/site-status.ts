/** What a visitor may see: maintenance wins over everything, then region restriction (spec 4, App start). */
import type { VisitorLocation } from '../geo/locate.ts';
import type { MerchantSettings, SystemStatus } from './repository.ts';

export interface SiteStatus {
  systemStatus: SystemStatus;
  maintenance: boolean;
  regionRestriction: boolean;
  location: VisitorLocation;
}

export function siteStatusFor(settings: Pick<MerchantSettings, 'systemStatus' | 'blockedCountries'>, location: VisitorLocation): SiteStatus {
  const maintenance = settings.systemStatus === 1;
  const countryBlocked = location.country !== null && settings.blockedCountries.includes(location.country);
  const regionRestriction = !maintenance && (settings.systemStatus === 2 || countryBlocked);
  const systemStatus: SystemStatus = maintenance ? 1 : regionRestriction ? 2 : 0;
  return { systemStatus, maintenance, regionRestriction, location };
}
