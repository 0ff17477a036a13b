/**
 * The registration form (spec 2, 4, 5): username and mobile tabs, fields shown and required as the
 * platform's rules say (the same rules the platform enforces), SMS code when verification is on, affiliate
 * code from the address checked with the platform, both disclaimer boxes, reset.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Tabs from './Tabs.tsx';
import TextField from '../common/TextField.tsx';
import CheckField from './CheckField.tsx';
import CaptchaField from './CaptchaField.tsx';
import SmsCodeField from './SmsCodeField.tsx';
import MobileField from './MobileField.tsx';
import { errorText } from './error-text.ts';
import { problemText } from './problem-text.ts';
import { mobileProblem, smsTarget } from './mobile.ts';
import { useFirebasePhone } from './use-firebase-phone.ts';
import { FirebaseAuthProblem } from '../../lib/auth/firebase-problem.ts';
import { localDigits } from '../../lib/format/rules.ts';
import { pageLocale } from '../../lib/i18n/page-locale.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { checkAffiliate, register, type RegisterTab } from '../../lib/auth/account-calls.ts';
import { startSession } from '../../lib/auth/login-flow.ts';
import { accountFlags, accountSettings, type AccountSettings, type Country } from '../../lib/auth/account-settings.ts';
import { affiliateFromAddress } from '../../lib/auth/affiliate.ts';
import { referralFromAddress } from '../../lib/auth/referral-code.ts';
import { DISCLAIMER_AGE } from '../../lib/site/disclaimer.ts';
import { validateRegistration, type FieldProblem, type RegisterRule } from '../../lib/validation/registration-rules.ts';
import { PlatformCallError } from '../../lib/api/envelope.ts';
import type { AuthMessages } from './messages.ts';
import { OPTIONAL_FIELDS } from './optional-fields.ts';

const EMPTY: Record<string, string> = {};

interface Props {
  messages: AuthMessages;
  onRegistered: () => void;
  onLogin: () => void;
}

export default function RegisterForm({ messages, onRegistered, onLogin }: Props) {
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [tab, setTab] = useState<RegisterTab>('username');
  const [values, setValues] = useState<Record<string, string>>(() => ({
    affiliateCode: affiliateFromAddress() ?? '',
    referralCode: referralFromAddress() ?? '',
  }));
  const [country, setCountry] = useState<Country | null>(null);
  const [captchaId, setCaptchaId] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  // Consent is the player's own act (issue 27): both boxes start unticked.
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const firebasePhone = useFirebasePhone();

  useEffect(() => {
    accountSettings()
      .then((loaded) => {
        setSettings(loaded);
        setCountry((current) => current ?? loaded.countries[0] ?? null);
        const flags = accountFlags(loaded.flags);
        if (!flags.usernameRegistration && flags.mobileRegistration) setTab('mobile');
      })
      .catch((error: unknown) => setFormError(errorText(error, messages)));
  }, []);

  const flags = settings ? accountFlags(settings.flags) : null;
  const rules = settings?.registerRules ?? [];
  const rule = (key: string): RegisterRule | undefined => rules.find((r) => r.key === key);
  const shown = (key: string) => rule(key)?.enabled === true;
  const set = (key: string) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const value = (key: string) => values[key] ?? '';
  const error = (key: string) => (problems[key] ? problemText(problems[key], messages) : null);

  const tabs = [
    ...(flags?.usernameRegistration !== false
      ? [{ id: 'username' as const, label: messages['auth.tab.registerUsername'] }]
      : []),
    ...(flags?.mobileRegistration ? [{ id: 'mobile' as const, label: messages['auth.tab.registerMobile'] }] : []),
  ];
  const mobileShown = tab === 'mobile' || shown('mobileNum') || flags?.smsVerification === true;
  // Spec 6: the mobile tab asks for a password only when the merchant wants one (REGMOBILEPASS3).
  const passwordShown = tab === 'username' || flags?.mobilePassword !== false;

  const reset = () => {
    setValues(EMPTY);
    setProblems({});
    setFormError(null);
  };

  const payload = () => {
    const trimmed = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
    if (tab === 'mobile') trimmed.username = trimmed.mobileNum ?? '';
    return {
      ...trimmed,
      ...(trimmed.mobileNum && country ? { countryDialingCode: country.countryDialingCode } : {}),
      ...(shown('captcha') ? { captchaId } : {}),
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
      domain: window.location.hostname,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!settings || !flags) return;
    setFormError(null);
    const found = validateRegistration({
      rules,
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])),
      tab,
      flags: { smsVerification: flags.smsVerification, mobilePassword: flags.mobilePassword },
    });
    if (mobileShown && value('mobileNum').trim() && mobileProblem(value('mobileNum'), country, messages)) {
      found.mobileNum = { messageKey: 'pattern.mobile' };
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (!ageConfirmed || !termsAccepted) {
      setFormError(format(messages['disclaimer.age_limit'], { age: localDigits(DISCLAIMER_AGE, pageLocale()) }));
      return;
    }
    setPending(true);
    try {
      const affiliate = value('affiliateCode').trim();
      if (affiliate && !(await checkAffiliate(affiliate, window.location.hostname)).valid) {
        setProblems({ affiliateCode: { messageKey: 'invitation_code_error' } });
        return;
      }
      // firebaseSms: the number is proved by Firebase phone auth; the platform checks the token's number.
      const firebase = flags.smsVerification && flags.firebaseSms;
      if (firebase && !firebasePhone.sent()) {
        setProblems({ verificationCode: { messageKey: 'firebase.codeExpired' } });
        return;
      }
      const proof = firebase
        ? { firebaseChannel: 'sms', firebaseIdToken: await firebasePhone.idTokenFor(value('verificationCode').trim()) }
        : {};
      const result = await register(tab, { ...payload(), ...proof });
      await startSession(result, 'register');
      onRegistered();
    } catch (caught) {
      if (caught instanceof FirebaseAuthProblem && caught.messageKey === 'auth.firebase.invalidCode') {
        setProblems({ verificationCode: { messageKey: 'firebase.invalidCode' } });
        return;
      }
      const fields =
        caught instanceof PlatformCallError
          ? (caught.value as { fields?: Record<string, FieldProblem> } | null)?.fields
          : undefined;
      if (fields) setProblems(fields);
      setFormError(errorText(caught, messages));
      if (shown('captcha')) setCaptchaRound((round) => round + 1);
    } finally {
      setPending(false);
    }
  };

  const mobileField = (
    <MobileField
      messages={messages}
      value={value('mobileNum')}
      onChange={set('mobileNum')}
      error={error('mobileNum')}
      countries={settings?.countries}
      country={country}
      onCountry={setCountry}
    />
  );

  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event)}
      onReset={reset}
      noValidate
      aria-busy={pending}
    >
      <Tabs
        label={messages['auth.tabs']}
        tabs={tabs}
        active={tab}
        onChange={(next) => {
          setTab(next);
          setProblems({});
          setFormError(null);
        }}
      />
      {tab === 'username' && (
        <TextField
          label={messages['auth.username']}
          value={value('username')}
          onChange={set('username')}
          error={error('username')}
          autoComplete="username"
          maxLength={64}
        />
      )}
      {tab === 'mobile' && mobileField}
      {passwordShown && (
        <>
          <TextField
            label={messages['auth.password']}
            type="password"
            value={value('password')}
            onChange={set('password')}
            error={error('password')}
            autoComplete="new-password"
            maxLength={64}
          />
          <TextField
            label={messages['auth.confirmPassword']}
            type="password"
            value={value('confirmPassword')}
            onChange={set('confirmPassword')}
            error={error('confirmPassword')}
            autoComplete="new-password"
            maxLength={64}
          />
        </>
      )}
      {tab === 'username' && mobileShown && mobileField}
      {flags?.smsVerification && (
        <SmsCodeField
          messages={messages}
          value={value('verificationCode')}
          onChange={set('verificationCode')}
          error={error('verificationCode')}
          purpose="register"
          sender={flags.firebaseSms ? firebasePhone.send : undefined}
          target={() => smsTarget(value('mobileNum'), country, messages)}
        />
      )}
      <div ref={firebasePhone.box} />
      {OPTIONAL_FIELDS.filter((field) => shown(field.key)).map((field) => (
        <TextField
          key={field.key}
          label={messages[field.label]}
          type={field.type ?? 'text'}
          value={value(field.key)}
          onChange={set(field.key)}
          error={error(field.key)}
          autoComplete={field.autoComplete ?? 'off'}
          maxLength={rule(field.key)?.maxLength ?? 100}
        />
      ))}
      {shown('affiliateCode') && (
        <TextField
          label={messages['auth.affiliateCode']}
          value={value('affiliateCode')}
          onChange={set('affiliateCode')}
          error={error('affiliateCode')}
          autoComplete="off"
          maxLength={32}
        />
      )}
      {flags?.referral && (
        <TextField
          label={messages['auth.referralCode']}
          value={value('referralCode')}
          onChange={set('referralCode')}
          error={error('referralCode')}
          autoComplete="off"
          maxLength={32}
        />
      )}
      {shown('captcha') && (
        <CaptchaField
          messages={messages}
          value={value('captcha')}
          onChange={set('captcha')}
          onCaptcha={setCaptchaId}
          error={error('captcha')}
          round={captchaRound}
        />
      )}
      <CheckField checked={ageConfirmed} onChange={setAgeConfirmed} name="ageConfirmed">
        {format(messages['auth.agreeAge'], { age: localDigits(DISCLAIMER_AGE, pageLocale()) })}
      </CheckField>
      <CheckField checked={termsAccepted} onChange={setTermsAccepted} name="termsAccepted">
        {messages['auth.agreeTerms']}
      </CheckField>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <button type="reset" className="button">
          {messages['auth.reset']}
        </button>
        <button type="submit" className="button button--primary" disabled={pending || !settings}>
          {pending ? messages['auth.pending'] : messages['auth.submitRegister']}
        </button>
      </div>
      <p className="form-footer">
        {messages['auth.haveAccount']}{' '}
        <button type="button" className="link-button" onClick={onLogin}>
          {messages['auth.toLogin']}
        </button>
      </p>
    </form>
  );
}
