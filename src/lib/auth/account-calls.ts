/** The account calls of spec 7, typed. E calls go through callEncrypted. */
import { callPlatform } from '../api/client.ts';
import { callEncrypted } from '../api/encrypted.ts';

export interface MemberInfo {
  id: number;
  account: string;
  username: string;
  nickname: string;
  customerId: string;
  /** Agent type; isAgent repeats it (spec 3 session key). */
  type: number;
  isAgent: number;
  toUpline: number | null;
  merchantCode: string;
  clubLabel: { labelName: string; rankLevel: number };
  memberLabel: string[];
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  trial: boolean;
}

/** Login response (spec 3) plus the member it opened. */
export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** The platform's verdict on spec 4's rule: password 123456, or expired with forced change on. */
  forceChange: boolean;
  member: MemberInfo;
}

export type LoginType = 'username' | 'sms';

export interface LoginPayload {
  username: string;
  password: string;
  type: LoginType;
  captcha?: string;
  captchaId?: string;
  countryDialingCode?: string;
}

export interface Captcha {
  captchaId: string;
  /** data: URL of an SVG image. */
  image: string;
}

export type SmsPurpose = 'login' | 'register' | 'password';

export const login = (payload: LoginPayload) => callEncrypted<LoginResult>('/wps/session/login', payload);

export const fetchCaptcha = () => callPlatform<Captcha>('/wps/captcha');

export const sendSmsCode = (mobileNum: string, countryDialingCode: string, purpose: SmsPurpose) =>
  callPlatform<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', { method: 'POST', body: { mobileNum, countryDialingCode, purpose } });

export const fetchMemberInfo = () => callPlatform<MemberInfo>('/wps/member/info');

export type RegisterTab = 'username' | 'mobile';

export const register = (tab: RegisterTab, payload: Record<string, unknown>) =>
  callEncrypted<LoginResult>(tab === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', payload, { method: 'PUT' });

export const checkAffiliate = (code: string, domain: string) =>
  callPlatform<{ valid: boolean; affiliateCode: string | null }>(`/wps/agent/affiliate?${new URLSearchParams({ code, domain })}`);

export const changePassword = (payload: { oldPassword?: string; newPassword: string; confirmNewPassword: string }) =>
  callEncrypted<{ changed: boolean }>('/wps/member/password', payload);

export const forgotByEmail = (username: string, email: string) =>
  callPlatform<unknown>('/wps/member/password/email', { method: 'POST', form: { username, email } });

export const resetByPhone = (payload: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string }) =>
  callEncrypted<{ changed: boolean; username?: string }>('/wps/member/password/verification', payload);

export const freePlay = () =>
  callPlatform<LoginResult>('/wps/session/login/freeplay', { method: 'POST', body: { os: navigator.platform || 'web', platform: 'W' }, headers: { 'gateway-version': '3' } });

export const logoutCall = () => callPlatform<unknown>('/wps/session/logout', { method: 'DELETE' });
