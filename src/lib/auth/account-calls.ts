/** The account calls of spec 7, as the contract declares them (contract/calls/accounts.ts). E calls are sealed. */
import type { SealedOf } from '../../../contract/call.ts';
import type * as Calls from '../../../contract/calls/accounts.ts';
import { callContract } from '../api/client.ts';

export type {
  Captcha,
  LoginPayload,
  LoginResult,
  MemberInfo,
  RegistrationPayload,
  SmsPurpose,
} from '../../../contract/calls/accounts.ts';
import type { LoginPayload, RegistrationPayload, SmsPurpose } from '../../../contract/calls/accounts.ts';

// Sealing (crypto-js and the body key) loads with the first sealed call, like the contract's declarations.
const sealed = () => import('../api/encrypted.ts');
// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const calls = () => import('../../../contract/calls/accounts.ts');

export type LoginType = 'username' | 'sms';

export const login = async (payload: LoginPayload) => (await sealed()).callSealed((await calls()).login, payload);

export const fetchCaptcha = async () => callContract((await calls()).newCaptcha);

export const sendSmsCode = async (mobileNum: string, countryDialingCode: string, purpose: SmsPurpose) =>
  callContract((await calls()).sendSmsCode, { body: { mobileNum, countryDialingCode, purpose } });

export const fetchMemberInfo = async () => callContract((await calls()).fetchMemberInfo);

export type RegisterTab = 'username' | 'mobile';

export const register = async (tab: RegisterTab, payload: RegistrationPayload) =>
  (await sealed()).callSealed(tab === 'mobile' ? (await calls()).registerMobile : (await calls()).register, payload);

export const checkAffiliate = async (code: string, domain: string) =>
  callContract((await calls()).checkAffiliate, { query: { code, domain } });

export const changePassword = async (payload: SealedOf<typeof Calls.changePassword>) =>
  (await sealed()).callSealed((await calls()).changePassword, payload);

export const forgotByEmail = async (username: string, email: string) =>
  callContract((await calls()).sendEmailResetCode, { form: { username, email } });

/** Completes "forgot by email": the mailed code with the new password (sealed: it carries a password). */
export const resetByEmail = async (payload: SealedOf<typeof Calls.completeEmailReset>) =>
  (await sealed()).callSealed((await calls()).completeEmailReset, payload);

export const resetByPhone = async (payload: SealedOf<typeof Calls.resetByPhone>) =>
  (await sealed()).callSealed((await calls()).resetByPhone, payload);

export const freePlay = async () =>
  callContract((await calls()).freePlay, {
    body: { os: navigator.platform || 'web', platform: 'W' },
    headers: { 'gateway-version': '3' },
  });

export const restoreCall = async () => callContract((await calls()).restoreSession, { body: {} });

export const logoutCall = async () => callContract((await calls()).logout);
