/**
 * Account and session calls on /wps (spec 7 "Account"): login (password, SMS, Firebase, free play), logout,
 * the restored session, captcha, SMS codes, member info, registration, passwords, invitation codes, and the
 * key encrypted bodies are sealed with. E calls carry `sealedBody` on the wire and `sealed` inside it.
 */
import { z } from '../zod.ts';
import { defineCall } from '../call.ts';
import { sealedBody } from '../sealed-body.ts';
import { emptyBody, languageQuery } from './language-query.ts';

/** Member info as the site reads it (spec 3: id, account, nickname, type, toUpline, clubLabel, memberLabel). */
export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** A stable public number for customer service; the database id stays internal. */
  customerId: z.string(),
  /** Agent type (spec 3 isAgent: 0 member, 1/2/41/42 agent types, 4 trial); isAgent repeats it. */
  type: z.number().int(),
  isAgent: z.number().int(),
  toUpline: z.number().int().nullable(),
  merchantCode: z.string(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(z.string()),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  trial: z.boolean(),
  affiliateCode: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** Login response (spec 3) plus the member it opened; registration and free play answer the same. */
export const loginResult = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** Spec 4's rule decided by the platform: 123456, a temporary password, or expired with forced change on. */
  forceChange: z.boolean(),
  /** Opened with "remember me": the session and its cookie last one day. */
  remembered: z.boolean(),
  member: memberInfo,
});
export type LoginResult = z.infer<typeof loginResult>;

export const loginPayload = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    type: z.enum(['username', 'sms']).default('username'),
    captcha: z.string().trim().max(8).optional(),
    captchaId: z.string().max(32).optional(),
    countryDialingCode: z.string().max(8).optional(),
    /** "Remember me": the session and its cookie last one day on this device (spec 9). */
    remember: z.boolean().optional(),
    /** The code of the extra check of a login from a registered address. */
    verificationCode: z.string().trim().max(8).optional(),
  })
  .strict();
export type LoginPayload = z.input<typeof loginPayload>;

export const login = defineCall({
  method: 'POST',
  path: '/wps/session/login',
  summary: 'Log in with username and password, or with an SMS code (E call)',
  body: sealedBody,
  sealed: loginPayload,
  answer: loginResult,
});

export const firebaseLoginPayload = z.object({ idToken: z.string().min(20).max(4096) }).strict();

export const firebaseLogin = defineCall({
  method: 'POST',
  path: '/wps/session/login/firebase',
  summary: 'Log in with a Firebase ID token (E call)',
  body: sealedBody,
  sealed: firebaseLoginPayload,
  answer: loginResult,
});

export const freePlayBody = z.object({ os: z.string().max(64).optional(), platform: z.literal('W') }).strict();

export const freePlay = defineCall({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Open a trial account with a play balance',
  body: freePlayBody,
  answer: loginResult,
});

export const logout = defineCall({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'End the session and clear its cookie',
  answer: z.object({ loggedOut: z.literal(true) }),
});

/** The session of the cookie (a new tab, a reload), or signedIn false when it is over. */
export const restoredSession = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({
    signedIn: z.literal(true),
    token: z.string(),
    forceChange: z.boolean(),
    remembered: z.boolean(),
    member: memberInfo,
  }),
]);
export type RestoredSession = z.infer<typeof restoredSession>;

export const restoreSession = defineCall({
  method: 'POST',
  path: '/wps/session/restore',
  summary: 'The session of the cookie, for a tab that holds no token',
  body: emptyBody,
  answer: restoredSession,
});

export const captcha = z.object({ captchaId: z.string(), /** data: URL of an SVG image. */ image: z.string() });
export type Captcha = z.infer<typeof captcha>;

export const newCaptcha = defineCall({
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A new captcha image and its id',
  query: languageQuery,
  answer: captcha,
});

export const SMS_PURPOSES = ['login', 'register', 'password'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const smsRequest = z
  .object({
    mobileNum: z.string().trim().min(1).max(20),
    countryDialingCode: z.string().trim().min(1).max(8),
    purpose: z.enum(SMS_PURPOSES).default('login'),
  })
  .strict();

export const sendSmsCode = defineCall({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Send an SMS code for login, registration or a password reset',
  body: smsRequest,
  answer: z.object({ expiredMinutes: z.number().int() }),
});

export const fetchMemberInfo = defineCall({
  method: 'GET',
  path: '/wps/member/info',
  summary: 'The signed-in member',
  query: languageQuery,
  answer: memberInfo,
  signedIn: true,
});

const text = (max: number) => z.string().max(max).optional();

/** Spec 3's registration fields and the payload's additions; anything else is refused. */
export const registrationPayload = z
  .object({
    username: text(64),
    password: text(128),
    confirmPassword: text(128),
    payeeName: text(100),
    email: text(100),
    qqNum: text(64),
    mobileNum: text(20),
    recommenderId: text(64),
    captcha: text(8),
    captchaId: text(32),
    verificationCode: text(8),
    affiliateCode: text(32),
    paymentPassword: text(64),
    line: text(64),
    whatsapp: text(64),
    facebook: text(100),
    wechat: text(64),
    idNumber: text(64),
    idType: text(8),
    referralCode: text(64),
    domain: text(253),
    countryDialingCode: text(8),
    registerUrl: text(500),
    registerMethod: z.literal('WEB').optional(),
    login: z.boolean().optional(),
    firebaseChannel: text(32),
    firebaseIdToken: text(4096),
  })
  .strict();
export type RegistrationPayload = z.infer<typeof registrationPayload>;

export const register = defineCall({
  method: 'PUT',
  path: '/wps/member/register',
  summary: 'Register with a username and log in (E call)',
  body: sealedBody,
  sealed: registrationPayload,
  answer: loginResult,
});

export const registerMobile = defineCall({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  summary: 'Register with a mobile number and log in (E call)',
  body: sealedBody,
  sealed: registrationPayload,
  answer: loginResult,
});

export const changePayload = z
  .object({
    oldPassword: z.string().max(128).optional(),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  })
  .strict();

export const changePassword = defineCall({
  method: 'POST',
  path: '/wps/member/password',
  summary: 'Change the password (forced or chosen); ends every session (E call)',
  body: sealedBody,
  sealed: changePayload,
  answer: z.object({ changed: z.literal(true) }),
  signedIn: true,
});

export const emailResetPayload = z
  .object({
    username: z.string().trim().min(1).max(64),
    email: z.string().trim().max(100).pipe(z.email()),
    language: z.string().max(16).optional(),
  })
  .strict();

export const sendEmailResetCode = defineCall({
  method: 'POST',
  path: '/wps/member/password/email',
  summary: 'Mail a reset code when username and email match (form post)',
  body: emailResetPayload,
  answer: z.object({ sent: z.literal(true) }),
});

export const emailResetCompletion = z
  .object({
    username: z.string().trim().min(1).max(64),
    email: z.string().trim().max(100).pipe(z.email()),
    verificationCode: z.string().trim().min(1).max(16),
    newPassword: z.string().min(1).max(128),
    confirmNewPassword: z.string().min(1).max(128),
  })
  .strict();

export const completeEmailReset = defineCall({
  method: 'POST',
  path: '/wps/member/password/email/verification',
  summary: 'Set a new password with the mailed code (E call)',
  body: sealedBody,
  sealed: emailResetCompletion,
  answer: z.object({ changed: z.literal(true) }),
});

export const phoneResetPayload = z
  .object({
    newPassword: z.string().min(1).max(128),
    mobileNum: z.string().trim().min(1).max(20),
    countryDialingCode: z.string().trim().min(1).max(8),
    verificationCode: z.string().trim().min(1).max(8),
  })
  .strict();

export const resetByPhone = defineCall({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Set a new password with an SMS code (E call)',
  body: sealedBody,
  sealed: phoneResetPayload,
  answer: z.object({ changed: z.literal(true), username: z.string() }),
});

export const affiliateQuery = z
  .object({
    code: z.string().trim().max(32).optional(),
    domain: z.string().trim().max(253).optional(),
    language: z.string().max(16).optional(),
  })
  .strict();

export const checkAffiliate = defineCall({
  method: 'GET',
  path: '/wps/agent/affiliate',
  summary: 'Whether an invitation code (or the agent domain) names an agent',
  query: affiliateQuery,
  answer: z.object({ valid: z.boolean(), affiliateCode: z.string().nullable() }),
});

export const bodyKey = z.object({
  keyId: z.string(),
  /** SPKI DER, base64. */ publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256CBC-HS256'),
});

export const fetchBodyKey = defineCall({
  method: 'GET',
  path: '/wps/system/crypto-key',
  summary: 'The public key E call bodies are sealed with',
  query: languageQuery,
  answer: bodyKey,
});

export const firebaseWebConfig = z.object({
  projectId: z.string(),
  apiKey: z.string(),
  authDomain: z.string(),
  emulator: z.boolean(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfig>;

export const fetchFirebaseConfig = defineCall({
  method: 'GET',
  path: '/wps/system/firebase',
  summary: "What the site's Firebase SDK starts with (none of it secret)",
  answer: firebaseWebConfig,
});

export const accountsCalls = [
  login,
  firebaseLogin,
  freePlay,
  logout,
  restoreSession,
  newCaptcha,
  sendSmsCode,
  fetchMemberInfo,
  register,
  registerMobile,
  changePassword,
  sendEmailResetCode,
  completeEmailReset,
  resetByPhone,
  checkAffiliate,
  fetchBodyKey,
  fetchFirebaseConfig,
] as const;
