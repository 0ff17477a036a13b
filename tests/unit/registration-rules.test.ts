import { describe, expect, it } from 'vitest';
import { checkField, validateRegistration, type RegisterRule } from '../../contract/rules/registration.ts';

const rule = (key: string, changes: Partial<RegisterRule> = {}): RegisterRule => ({
  key,
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'any',
  minLength: null,
  maxLength: null,
  ...changes,
});

const RULES: RegisterRule[] = [
  rule('username', {
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 'letters_digits_first_letter',
    minLength: 4,
    maxLength: 16,
  }),
  rule('password', {
    required: true,
    acceptedPattern: '^\\S+$',
    patternId: 'password_length',
    minLength: 6,
    maxLength: 20,
  }),
  rule('email', { acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 'email' }),
  rule('payeeName', { enabled: false, required: true }),
  rule('paymentPassword', {
    enabled: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 'digits_only',
    minLength: 6,
    maxLength: 6,
  }),
  rule('mobileNum', { acceptedPattern: '^[0-9]+$', patternId: 'digits_only', minLength: 10, maxLength: 11 }),
];
const flags = { smsVerification: false, mobilePassword: true };

describe('checkField', () => {
  it('accepts anything with the * pattern, within the bounds', () => {
    expect(checkField(rule('x', { minLength: 2, maxLength: 3 }), 'a b')).toBeNull();
    expect(checkField(rule('x', { minLength: 2, maxLength: 3 }), 'abcd')).toEqual({
      messageKey: 'pattern.any',
      min: 2,
      max: 3,
    });
  });

  it('names the patternId and both bounds when the pattern fails', () => {
    expect(checkField(RULES[0]!, '1abc')).toEqual({
      messageKey: 'pattern.letters_digits_first_letter',
      min: 4,
      max: 16,
    });
  });

  it('counts characters, not UTF-16 units, and reports empty required fields', () => {
    expect(checkField(rule('n', { maxLength: 2 }), '😀😀')).toBeNull();
    expect(checkField(rule('n', { required: true }), '')).toEqual({ messageKey: 'required' });
    expect(checkField(rule('n'), '')).toBeNull();
  });
});

describe('validateRegistration', () => {
  it('always needs username and password on the username tab, and a matching confirmation', () => {
    const problems = validateRegistration({
      rules: RULES,
      values: { password: 'secret1', confirmPassword: 'secret2' },
      tab: 'username',
      flags,
    });
    expect(problems.username).toEqual({ messageKey: 'required' });
    expect(problems.confirmPassword).toEqual({ messageKey: 'inconsistent_twice' });
    expect(problems.password).toBeUndefined();
  });

  it('ignores disabled fields, even when marked required, and checks optional ones only when filled', () => {
    const ok = validateRegistration({
      rules: RULES,
      values: { username: 'lotus1', password: 'secret1', confirmPassword: 'secret1' },
      tab: 'username',
      flags,
    });
    expect(ok).toEqual({});
    const bad = validateRegistration({
      rules: RULES,
      values: { username: 'lotus1', password: 'secret1', confirmPassword: 'secret1', email: 'nope' },
      tab: 'username',
      flags,
    });
    expect(Object.keys(bad)).toEqual(['email']);
  });

  it('refuses a value for a field the merchant disabled, instead of letting it through unchecked', () => {
    const values = {
      username: 'lotus1',
      password: 'secret1',
      confirmPassword: 'secret1',
      paymentPassword: '<script>',
      payeeName: 'Rahim',
    };
    expect(validateRegistration({ rules: RULES, values, tab: 'username', flags })).toEqual({
      paymentPassword: { messageKey: 'field_disabled' },
      payeeName: { messageKey: 'field_disabled' },
    });
  });

  it('needs the mobile number on the mobile tab, not the username', () => {
    const problems = validateRegistration({
      rules: RULES,
      values: { password: 'secret1', confirmPassword: 'secret1' },
      tab: 'mobile',
      flags,
    });
    expect(problems.mobileNum).toEqual({ messageKey: 'required' });
    expect(problems.username).toBeUndefined();
  });

  it('needs a six-digit code whenever SMS verification is on', () => {
    const values = { username: 'lotus1', password: 'secret1', confirmPassword: 'secret1' };
    expect(
      validateRegistration({ rules: RULES, values, tab: 'username', flags: { ...flags, smsVerification: true } })
        .verificationCode,
    ).toEqual({ messageKey: 'required' });
    expect(
      validateRegistration({
        rules: RULES,
        values: { ...values, verificationCode: '12a456' },
        tab: 'username',
        flags: { ...flags, smsVerification: true },
      }).verificationCode,
    ).toEqual({ messageKey: 'pattern.code' });
    expect(
      validateRegistration({
        rules: RULES,
        values: { ...values, verificationCode: '123456' },
        tab: 'username',
        flags: { ...flags, smsVerification: true },
      }),
    ).toEqual({});
  });

  it('needs the payment password whenever the merchant shows it', () => {
    const rules = RULES.map((r) => (r.key === 'paymentPassword' ? { ...r, enabled: true } : r));
    const problems = validateRegistration({
      rules,
      values: { username: 'lotus1', password: 'secret1', confirmPassword: 'secret1' },
      tab: 'username',
      flags,
    });
    expect(problems.paymentPassword).toEqual({ messageKey: 'required' });
  });
});
