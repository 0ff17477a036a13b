/**
 * System calls on /wps/system (spec 7 "Common", "Home", "Wallet"; spec 3): site status, the permission answer
 * the site starts from, whitelabel tree, registration rules, countries, customer service, language, region
 * dropdown, routers, domain route, merchant wallet and help centre.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { languageQuery } from './language-query.ts';

export const visitorLocation = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2 code, or null for private, loopback and unknown addresses. */
  country: z.string().nullable(),
});

/** What a visitor may see: maintenance wins over everything, then region restriction (spec 4, App start). */
export const siteStatus = z.object({
  /** 0 open, 1 maintenance, 2 region restriction. */
  systemStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: visitorLocation,
});
export type SiteStatus = z.infer<typeof siteStatus>;

export const fetchStatus = defineCall({
  method: 'GET',
  path: '/wps/system/status',
  summary: "The site's status for this visitor: open, maintenance or region restriction",
  query: z.object({ url: z.string().max(253).optional() }).strict(),
  answer: siteStatus,
});

export interface WhitelabelNode {
  code: string;
  name: string;
  enabled: boolean;
  children: WhitelabelNode[];
}
export const whitelabelNode: z.ZodType<WhitelabelNode> = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  get children() {
    return z.array(whitelabelNode);
  },
});

/** One registration field's rule (spec 5). */
export const registerRule = z.object({
  key: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type RegisterRule = z.infer<typeof registerRule>;

export const banner = z.object({ groupName: z.string(), url: z.string() });
export type Banner = z.infer<typeof banner>;

export const resource = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
  labelNameBn: z.string(),
  labelNameCn: z.string(),
});

/** The permission answer (spec 3): everything the site needs at start, in one call. */
export const permission = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  whitelabel: z.array(whitelabelNode),
  flags: z.record(z.string(), z.boolean()),
  registerRules: z.array(registerRule),
  resources: z.array(resource),
  banners: z.array(banner),
  analytics: z.object({ gtagId: z.string().nullable() }),
  contactUrl: z.string().nullable(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  /** Days a device remembers the player's answer to the age-and-terms gate (issue 27). */
  consentDays: z.number().int().positive(),
  location: visitorLocation,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  systemStatus: siteStatus.shape.systemStatus,
});
export type Permission = z.infer<typeof permission>;

export const fetchPermission = defineCall({
  method: 'GET',
  path: '/wps/system/permission',
  summary: 'Everything the site starts from: merchant, flags, rules, banners, status',
  query: languageQuery,
  answer: permission,
});

export const fetchWhitelabel = defineCall({
  method: 'GET',
  path: '/wps/system/whitelabel',
  summary: "The merchant's whitelabel switches as a tree",
  query: languageQuery,
  answer: z.array(whitelabelNode),
});

export const fetchRegisterSettings = defineCall({
  method: 'GET',
  path: '/wps/system/setting/register',
  summary: "The registration form's field rules",
  query: languageQuery,
  answer: z.array(registerRule),
});

export const country = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type Country = z.infer<typeof country>;

export const fetchCountries = defineCall({
  method: 'GET',
  path: '/wps/system/countries',
  summary: 'Countries and their dialing codes',
  query: languageQuery,
  answer: z.array(country),
});

export const customerService = z.object({
  version: z.object({
    /** Each path is encrypted with its own key, which is its last 8 characters (spec 7). */
    pathList: z.array(z.object({ type: z.string(), path: z.string() })),
  }),
});
export type CustomerService = z.infer<typeof customerService>;

export const fetchCustomerService = defineCall({
  method: 'GET',
  path: '/wps/system/customerService',
  summary: 'Customer-service entries, each address encrypted',
  query: languageQuery,
  answer: customerService,
});

export const languageBody = z
  .object({
    language: z
      .string()
      .min(2)
      .max(8)
      .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/),
  })
  .strict();

export const setLanguage = defineCall({
  method: 'POST',
  path: '/wps/system/language',
  summary: "Tell the platform the visitor's language (kept with a signed-in member)",
  body: languageBody,
  answer: z.object({ language: z.string() }),
});

export const regionEntry = z.object({ id: z.number().int(), value: z.string(), label: z.string() });

export const fetchRegions = defineCall({
  method: 'GET',
  path: '/wps/system/region',
  summary: 'The region dropdown (menuGroup gamingvenue)',
  query: z.object({ menuGroup: z.enum(['gamingvenue']), language: z.string().max(16).optional() }).strict(),
  answer: z.array(regionEntry),
});

/** One of the site's routes this merchant offers (spec 3 session key routers). */
export const routerEntry = z.object({
  /** Message key of the item's label (nav.item.<name>). */
  name: z.string(),
  /** Site path with its query; not yet localized. */
  page: z.string(),
  gameType: z.string().nullable(),
  /** Shown only to signed-in visitors. */
  point: z.enum(['all', 'logged-in']),
});
export type RouterEntry = z.infer<typeof routerEntry>;

export const fetchRouters = defineCall({
  method: 'GET',
  path: '/wps/system/routers',
  summary: "The site's routes this merchant offers",
  query: languageQuery,
  answer: z.array(routerEntry),
});

export const fetchDomainRoute = defineCall({
  method: 'GET',
  path: '/wps/system/domain/route',
  summary: 'Where a visitor on this host lands, and the invitation code it carries',
  query: z.object({ url: z.string().trim().min(1).max(253), language: z.string().max(16).optional() }).strict(),
  answer: z.object({ domain: z.string(), route: z.string(), known: z.boolean(), affiliateCode: z.string().nullable() }),
});

export const merchantWallet = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /** Which vendors play the main wallet (seamless) and which keep a wallet of their own (transfer). */
  wallets: z.array(
    z.object({
      vassalage: z.string(),
      name: z.string(),
      category: z.string(),
      walletMode: z.enum(['seamless', 'transfer']),
    }),
  ),
});
export type MerchantWallet = z.infer<typeof merchantWallet>;

export const fetchMerchantWallet = defineCall({
  method: 'GET',
  path: '/wps/system/merchantWallet',
  summary: "The merchant's currency and each vendor's wallet mode",
  query: languageQuery,
  answer: merchantWallet,
  signedIn: true,
});

export const helpSection = z.object({ anchor: z.string(), title: z.string(), body: z.string() });
export type HelpSection = z.infer<typeof helpSection>;

export const fetchHelpCentre = defineCall({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary: "The help centre's sections in the visitor's language",
  query: languageQuery,
  answer: z.object({ sections: z.array(helpSection) }),
});

export const systemCalls = [
  fetchStatus,
  fetchPermission,
  fetchWhitelabel,
  fetchRegisterSettings,
  fetchCountries,
  fetchCustomerService,
  setLanguage,
  fetchRegions,
  fetchRouters,
  fetchDomainRoute,
  fetchMerchantWallet,
  fetchHelpCentre,
] as const;
