/**
 * The catalogue of merchant switches the site reads (spec 6: whitelabel flags; spec 2: brand settings).
 * Whitelabel flags live in the merchant's whitelabel tree; brand settings are plain named switches.
 */
export type FlagKind = 'whitelabel' | 'brand';

export interface FlagDefinition {
  name: string;
  kind: FlagKind;
  /** Parent node in the whitelabel tree (whitelabel flags only). */
  group?: string;
  /** Other names the operator command accepts. */
  aliases: string[];
  description: string;
  /** Value in the demo seed. */
  demoDefault: boolean;
}

export const WHITELABEL_GROUPS = [
  { code: 'REGISTER', name: 'Registration' },
  { code: 'LOGIN', name: 'Login and security' },
  { code: 'FINANCE', name: 'Finance' },
  { code: 'AGENT', name: 'Agents' },
  { code: 'MARKETING', name: 'Marketing' },
] as const;

export const FLAGS: readonly FlagDefinition[] = [
  {
    name: 'REGUSERNAME3',
    kind: 'whitelabel',
    group: 'REGISTER',
    aliases: ['usernameRegistration'],
    description: 'Registration by username',
    demoDefault: true,
  },
  {
    name: 'REGMOBILE3',
    kind: 'whitelabel',
    group: 'REGISTER',
    aliases: ['mobileRegistration'],
    description: 'Registration by mobile number',
    demoDefault: true,
  },
  {
    name: 'REGSMSVERIF3',
    kind: 'whitelabel',
    group: 'REGISTER',
    aliases: ['smsVerification'],
    description: 'SMS verification code at registration',
    demoDefault: false,
  },
  {
    name: 'REGMOBILEPASS3',
    kind: 'whitelabel',
    group: 'REGISTER',
    aliases: ['mobilePassword'],
    description: 'Password field on mobile registration',
    demoDefault: true,
  },
  {
    name: 'FREEPLAY3',
    kind: 'whitelabel',
    group: 'LOGIN',
    aliases: ['freePlay', 'free-play'],
    description: 'Free play (trial accounts)',
    demoDefault: true,
  },
  {
    name: 'FORCECHNGPASS3',
    kind: 'whitelabel',
    group: 'LOGIN',
    aliases: ['forcePasswordChange'],
    description: 'Forced change of an expired password',
    demoDefault: true,
  },
  {
    name: 'SMSLOGIN3',
    kind: 'whitelabel',
    group: 'LOGIN',
    aliases: ['smsLogin', 'sms-login'],
    description: 'Login by mobile verification code',
    demoDefault: true,
  },
  {
    name: 'LOGINIPVERIF3',
    kind: 'whitelabel',
    group: 'LOGIN',
    aliases: ['loginAddressCheck'],
    description: 'Extra verification (SMS or e-mail code) for a login from an address where an account was registered',
    demoDefault: false,
  },
  {
    name: 'CHNGPASSVERIF3',
    kind: 'whitelabel',
    group: 'LOGIN',
    aliases: [],
    description: 'Forgot password by mobile number',
    demoDefault: true,
  },
  {
    name: 'MANPLAYREB3',
    kind: 'whitelabel',
    group: 'FINANCE',
    aliases: ['cashback'],
    description: 'Cashback (manual rebate)',
    demoDefault: true,
  },
  {
    name: 'AGENTPOLICY3',
    kind: 'whitelabel',
    group: 'AGENT',
    aliases: ['agentPolicy'],
    description: 'Agent contracts (consolidated contract data)',
    demoDefault: true,
  },
  {
    name: 'REFERRAL3',
    kind: 'whitelabel',
    group: 'MARKETING',
    aliases: ['referral'],
    description: 'Invite friends (referral) shown',
    demoDefault: true,
  },
  {
    name: 'loginedToHomePage',
    kind: 'brand',
    aliases: [],
    description: 'Visitors without a session are sent to /login',
    demoDefault: false,
  },
  {
    name: 'firebaseSms',
    kind: 'brand',
    aliases: [],
    description: 'Phone codes through Firebase phone auth',
    demoDefault: false,
  },
];

/** Finds a flag by its name or an alias, ignoring case. */
export function findFlag(name: string): FlagDefinition | undefined {
  const wanted = name.toLowerCase();
  return FLAGS.find((f) => f.name.toLowerCase() === wanted || f.aliases.some((a) => a.toLowerCase() === wanted));
}
