/** Shapes the system module's rows into the spec's response fields (spec 3). */
import type { WhitelabelNode } from '../../../contract/calls/system.ts';
import type { PlatformContext } from '../../context.ts';
import type { VisitorLocation } from '../../geo/locate.ts';
import { siteStatusFor } from '../../merchant/site-status.ts';
import type { MessageLanguage } from '../../http/language.ts';
import * as repo from './repository.ts';
import { encryptServicePath } from './service-path.ts';

export type { WhitelabelNode };

export async function whitelabelTree(ctx: PlatformContext): Promise<WhitelabelNode[]> {
  const rows = await repo.whitelabelNodes(ctx.db, ctx.config.merchantCode);
  const byCode = new Map<string, WhitelabelNode>();
  for (const row of rows)
    byCode.set(row.code, { code: row.code, name: row.name, enabled: row.enabled === 1, children: [] });
  const roots: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = byCode.get(row.code)!;
    const parent = row.parent_code ? byCode.get(row.parent_code) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export async function registerSettings(ctx: PlatformContext) {
  const rows = await repo.registerRules(ctx.db, ctx.config.merchantCode);
  return rows.map((r) => ({
    key: r.field_key,
    enabled: r.enabled === 1,
    required: r.required === 1,
    acceptedPattern: r.accepted_pattern,
    patternId: r.pattern_id,
    minLength: r.min_length,
    maxLength: r.max_length,
  }));
}

export async function resourceList(ctx: PlatformContext) {
  const rows = await repo.resources(ctx.db, ctx.config.merchantCode);
  return rows.map((r) => ({
    resourceType: r.resource_type,
    url: r.url,
    qrCodeUrl: r.qr_code_url,
    labelNameEn: r.label_name_en,
    labelNameBn: r.label_name_bn,
    labelNameCn: r.label_name_cn,
  }));
}

export async function siteStatus(ctx: PlatformContext, location: VisitorLocation) {
  const settings = await ctx.settings.get();
  return siteStatusFor(settings, location);
}

/** The permission response (spec 3): everything the site needs at start, in one call. */
export async function permissionInfo(ctx: PlatformContext, location: VisitorLocation, language: MessageLanguage) {
  const settings = await ctx.settings.get();
  const [whitelabel, registerRules, resources, banners] = await Promise.all([
    whitelabelTree(ctx),
    registerSettings(ctx),
    resourceList(ctx),
    repo.banners(ctx.db, settings.code, language),
  ]);
  const status = siteStatusFor(settings, location);
  return {
    merchantCode: settings.code,
    merchantName: settings.name,
    currency: { code: settings.currency, symbol: settings.currencySymbol },
    whitelabel,
    flags: settings.flags,
    registerRules,
    resources,
    banners: banners.map((b) => ({ groupName: b.group_name, url: b.url })),
    analytics: { gtagId: settings.gtagId },
    contactUrl: settings.contactUrl,
    imageCDNs: settings.imageCdns,
    launchGameCDNs: settings.launchCdns,
    consentDays: settings.consentDays,
    location: status.location,
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    systemStatus: status.systemStatus,
  };
}

export async function countryList(ctx: PlatformContext) {
  const rows = await repo.countries(ctx.db);
  return rows.map((r) => ({ countryCode: r.country_code, countryDialingCode: r.dialing_code }));
}

/** Customer-service entries (spec 7): each path encrypted with its own key, which is its last 8 characters. */
export async function customerService(ctx: PlatformContext) {
  const rows = await repo.customerServicePaths(ctx.db, ctx.config.merchantCode);
  return { version: { pathList: rows.map((r) => ({ type: r.type, path: encryptServicePath(r.url) })) } };
}

export async function helpCentre(ctx: PlatformContext, language: MessageLanguage) {
  const sections = await repo.helpSections(ctx.db, ctx.config.merchantCode, language);
  return { sections };
}
