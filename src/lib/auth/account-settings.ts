/**
 * What the account forms need from the platform: whitelabel flags, registration rules and countries. Read
 * when a form opens (kept 2 s, like the platform's own cache), so an operator's change reaches the next
 * form without a rebuild.
 */
import type { Country } from '../../../contract/calls/system.ts';
import { callContract } from '../api/client.ts';
import type { RegisterRule } from '../../../contract/rules/registration.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadSystem = () => import('../../../contract/calls/system.ts');

export type { Country };

export interface AccountSettings {
  flags: Record<string, boolean>;
  registerRules: RegisterRule[];
  countries: Country[];
}

const FRESH_MS = 2000;
let cached: { at: number; settings: Promise<AccountSettings> } | undefined;

async function load(): Promise<AccountSettings> {
  const [permission, countries] = await Promise.all([
    callContract((await loadSystem()).fetchPermission),
    callContract((await loadSystem()).fetchCountries),
  ]);
  return { flags: permission.flags, registerRules: permission.registerRules, countries };
}

export function accountSettings(): Promise<AccountSettings> {
  if (!cached || Date.now() - cached.at > FRESH_MS) {
    const settings = load();
    cached = { at: Date.now(), settings };
    settings.catch(() => {
      cached = undefined;
    });
  }
  return cached.settings;
}

/** The switches the forms read (spec 6), by their whitelabel codes. */
export function accountFlags(flags: Record<string, boolean>) {
  return {
    smsLogin: flags.SMSLOGIN3 === true,
    usernameRegistration: flags.REGUSERNAME3 !== false,
    mobileRegistration: flags.REGMOBILE3 === true,
    smsVerification: flags.REGSMSVERIF3 === true,
    mobilePassword: flags.REGMOBILEPASS3 === true,
    freePlay: flags.FREEPLAY3 === true,
    phoneReset: flags.CHNGPASSVERIF3 === true,
    firebaseSms: flags.firebaseSms === true,
    referral: flags.REFERRAL3 === true,
  };
}
