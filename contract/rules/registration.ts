/**
 * Registration rules (spec 5), shared by the browser form and the platform so both accept and refuse the
 * same input. Each field's rule comes from the merchant's settings: enabled, required, pattern ('*' matches
 * anything), min and max length.
 */
export interface RegisterRule {
  key: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number | null;
  maxLength: number | null;
}

/** What is wrong with a value: a message key ('required', 'inconsistent_twice', 'field_disabled' or 'pattern.<patternId>') and the bounds it names. */
export interface FieldProblem {
  messageKey: string;
  min?: number;
  max?: number;
}

export type RegisterTab = 'username' | 'mobile';

export interface RegistrationFlags {
  /** REGSMSVERIF3: a verification code is needed. */
  smsVerification: boolean;
  /** REGMOBILEPASS3: the mobile tab asks for a password. */
  mobilePassword: boolean;
}

const patternCache = new Map<string, RegExp | null>();

/** The rule's pattern as a RegExp (unicode, whole value), or null for '*' or a pattern that does not compile. */
function compiled(pattern: string): RegExp | null {
  if (pattern === '*' || pattern === '') return null;
  let regex = patternCache.get(pattern);
  if (regex === undefined) {
    try {
      regex = new RegExp(pattern, 'u');
    } catch {
      // A broken merchant pattern must not lock everyone out; the length bounds still apply.
      regex = null;
    }
    patternCache.set(pattern, regex);
  }
  return regex;
}

function bounds(rule: RegisterRule): { min?: number; max?: number } {
  return {
    ...(rule.minLength !== null ? { min: rule.minLength } : {}),
    ...(rule.maxLength !== null ? { max: rule.maxLength } : {}),
  };
}

/** Checks one value against its rule. Empty values are only a problem when the rule requires the field. */
export function checkField(rule: RegisterRule, value: string): FieldProblem | null {
  if (value === '') return rule.required ? { messageKey: 'required' } : null;
  const length = [...value].length;
  const tooShort = rule.minLength !== null && length < rule.minLength;
  const tooLong = rule.maxLength !== null && length > rule.maxLength;
  const pattern = compiled(rule.acceptedPattern);
  if (tooShort || tooLong || (pattern !== null && !pattern.test(value))) {
    return { messageKey: `pattern.${rule.patternId}`, ...bounds(rule) };
  }
  return null;
}

/** Fields the tabs always ask for, whatever the merchant's rules say (spec 5). */
const ALWAYS_REQUIRED: Record<RegisterTab, readonly string[]> = {
  username: ['username', 'password'],
  mobile: ['mobileNum'],
};

/** Fields checked apart from the per-field rules: confirmation and the SMS code. */
const SPECIAL = new Set(['confirmPassword', 'verificationCode']);

export interface RegistrationInput {
  rules: readonly RegisterRule[];
  values: Readonly<Record<string, string | undefined>>;
  tab: RegisterTab;
  flags: RegistrationFlags;
}

/** Every problem of a registration, by field; an empty object means it may be submitted. */
export function validateRegistration({ rules, values, tab, flags }: RegistrationInput): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const value = (key: string) => (values[key] ?? '').trim();
  const passwordAsked = tab === 'username' || flags.mobilePassword;
  const required = new Set(ALWAYS_REQUIRED[tab]);
  if (passwordAsked) required.add('password');

  for (const rule of rules) {
    if (SPECIAL.has(rule.key)) continue;
    // On the mobile tab the number is the username, and the captcha is the platform's business at login.
    if (tab === 'mobile' && rule.key === 'username') continue;
    if (rule.key === 'password' && !passwordAsked) continue;
    const mustHave = required.has(rule.key) || (rule.enabled && (rule.required || rule.key === 'paymentPassword'));
    if (!rule.enabled && !mustHave) {
      // A field the merchant switched off is not asked for; a value for it anyway is refused, never stored.
      // The captcha is an answer, not account data: a disabled one is simply not checked.
      if (rule.key !== 'captcha' && value(rule.key) !== '') problems[rule.key] = { messageKey: 'field_disabled' };
      continue;
    }
    const problem = checkField({ ...rule, required: mustHave }, value(rule.key));
    if (problem) problems[rule.key] = problem;
  }
  for (const key of required) {
    if (!problems[key] && value(key) === '' && !rules.some((r) => r.key === key))
      problems[key] = { messageKey: 'required' };
  }
  if (passwordAsked) {
    if (value('confirmPassword') === '') problems.confirmPassword = { messageKey: 'required' };
    else if (value('confirmPassword') !== value('password'))
      problems.confirmPassword = { messageKey: 'inconsistent_twice' };
  }
  if (flags.smsVerification && !/^\d{6}$/.test(value('verificationCode'))) {
    problems.verificationCode =
      value('verificationCode') === '' ? { messageKey: 'required' } : { messageKey: 'pattern.code' };
  }
  return problems;
}

/** A new password (change, reset) against the merchant's password rule; without a rule it is only required. */
export function newPasswordProblem(rules: readonly RegisterRule[] | undefined, password: string): FieldProblem | null {
  const rule = rules?.find((r) => r.key === 'password');
  if (rule) return checkField({ ...rule, required: true }, password);
  return password ? null : { messageKey: 'required' };
}
