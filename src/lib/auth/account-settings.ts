/**
 * What the account forms need from the platform: whitelabel flags, registration rules and countries. Read
 * when a form opens (kept 2 s, like the platform's own cache), so an operator's change reaches the next
 * form without a rebuild.
 */
import { callPlatform } from '../api/client.ts';
import type { RegisterRule } from '../validation/registration-rules.ts';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export interface AccountSettings {
  flags: Record<string, boolean>;
  registerRules: RegisterRule[];
  countries: Country[];
}

const FRESH_MS = 2000;
let cached: { at: number; settings: Promise<AccountSettings> } | undefined;

async function load(): Promise<AccountSettings> {
  const [permission, countries] = await Promise.all([
    callPlatform<{ flags: Record<string, boolean>; registerRules: RegisterRule[] }>('/wps/system/permission'),
    callPlatform<Country[]>('/wps/system/countries'),
  ]);
  return { flags: permission.flags, registerRules: permission.registerRules, countries };
}

export function accountSettings(): Promise<AccountSettings> {
  if (!cached || Date.now() - cached.at > FRESH_MS) {
    const settings = load();
    cached = { at: Date.now(), settings };
    settings.catch(() => { cached = undefined; });
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
  };
}
