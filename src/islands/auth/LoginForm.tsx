/**
 * The login form (spec 2, 4, 5), in the login modal and on /login: username and SMS tabs, captcha when the
 * platform asks for it, remember me, disclaimer checkbox gating the submit, free play when enabled.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import Tabs from './Tabs.tsx';
import TextField from '../common/TextField.tsx';
import CheckField from './CheckField.tsx';
import { errorText } from './error-text.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { login, freePlay, type LoginType } from '../../lib/auth/account-calls.ts';
import { startSession, type NextStep } from '../../lib/auth/login-flow.ts';
import { rememberedUsername, rememberUsername } from '../../lib/auth/remember.ts';
import { accountFlags, accountSettings, type AccountSettings, type Country } from '../../lib/auth/account-settings.ts';
import { DISCLAIMER_AGE, initiallyChecked } from '../../lib/site/disclaimer.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { localDigits } from '../../lib/format/rules.ts';
import { PlatformCallError } from '../../lib/api/envelope.ts';
import type { AuthMessages } from './messages.ts';
import SocialSignIn from './SocialSignIn.tsx';
import type { LoginResult } from '../../lib/auth/account-calls.ts';
import type { LoginKind } from '../../lib/auth/login-flow.ts';
import type { SmsLoginHandle } from './SmsLoginFields.tsx';
import { FirebaseAuthProblem } from '../../lib/auth/firebase-problem.ts';

// Shown only after failed logins (the captcha) or on the SMS tab: loaded then, which keeps /login's first load
// inside the content-page budget (quality-bars.md).
const CaptchaField = lazy(() => import('./CaptchaField.tsx'));
const SmsLoginFields = lazy(() => import('./SmsLoginFields.tsx'));

export interface LoginFormProps {
  locale: Locale;
  messages: AuthMessages;
  /** The session is open: what comes next (change password or the after-login welcome). */
  onLoggedIn: (next: NextStep, firstTimeLogin: boolean) => void;
  onForgot: () => void;
  onRegister: () => void;
  /**
   * The platform's switches as the server saw them when it drew the page (/login): the form is drawn with
   * its SMS tab and free play in place, so nothing moves when its own settings arrive.
   */
  serverFlags?: Record<string, boolean> | undefined;
  /** Opened because the platform ended the session (src/lib/auth/session-ended.ts): the form says so. */
  sessionEnded?: boolean;
}

type Errors = Partial<Record<'username' | 'password' | 'captcha' | 'mobile' | 'code', string>>;

export default function LoginForm({
  locale,
  messages,
  onLoggedIn,
  onForgot,
  onRegister,
  serverFlags,
  sessionEnded,
}: LoginFormProps) {
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [tab, setTab] = useState<LoginType>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [country, setCountry] = useState<Country | null>(null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // Set when the platform asks for the extra check of a login from a registered address (spec 4).
  const [addressCheck, setAddressCheck] = useState(false);
  const [addressCode, setAddressCode] = useState('');
  const smsTab = useRef<SmsLoginHandle>(null);

  // Browser-only state is read after mount: the /login page renders this form on the server too.
  useEffect(() => {
    const remembered = rememberedUsername();
    if (remembered) {
      setUsername(remembered);
      setRemember(true);
    }
    setAgreed(initiallyChecked());
  }, []);

  useEffect(() => {
    accountSettings()
      .then((loaded) => {
        setSettings(loaded);
        setCountry((current) => current ?? loaded.countries[0] ?? null);
      })
      .catch((error: unknown) => setFormError(errorText(error, messages)));
  }, []);

  const switches = settings?.flags ?? serverFlags;
  const flags = switches ? accountFlags(switches) : null;
  const tabs = [
    { id: 'username' as const, label: messages['auth.tab.username'] },
    ...(flags?.smsLogin ? [{ id: 'sms' as const, label: messages['auth.tab.sms'] }] : []),
  ];

  const validate = (): Errors => {
    const found: Errors = {};
    if (tab === 'username') {
      if (!username.trim()) found.username = messages['auth.required'];
      if (!password.trim()) found.password = messages['auth.required'];
      if (captchaShown && !captcha.trim()) found.captcha = messages['auth.required'];
      if (addressCheck && !/^\d{4,8}$/.test(addressCode.trim()))
        found.code = addressCode.trim() ? messages['auth.codeInvalid'] : messages['auth.required'];
    } else if (smsTab.current) {
      Object.assign(found, smsTab.current.problems());
    } else {
      // The tab's fields are still loading: nothing can have been typed into them yet.
      found.mobile = messages['auth.required'];
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    if (tab === 'sms' && flags?.firebaseSms && !smsTab.current?.firebaseSent()) {
      setErrors({ code: messages['auth.firebase.codeExpired'] });
      return;
    }
    setPending(true);
    try {
      let result: LoginResult;
      let kind: LoginKind = tab;
      if (tab === 'username') {
        result = await login({
          username: username.trim(),
          password: password.trim(),
          type: 'username',
          remember,
          ...(captchaShown ? { captcha: captcha.trim(), captchaId } : {}),
          ...(addressCheck ? { verificationCode: addressCode.trim() } : {}),
        });
      } else if (flags?.firebaseSms) {
        result = await loginWithFirebase(await smsTab.current!.firebaseIdToken(code.trim()));
        kind = 'firebase';
      } else {
        result = await login({
          username: mobile.trim(),
          password: code.trim(),
          type: 'sms',
          countryDialingCode: country?.countryDialingCode ?? '',
        });
      }
      if (tab === 'username') rememberUsername(remember ? username.trim() : null);
      const next = await startSession(result, kind);
      onLoggedIn(next, result.firstTimeLogin);
    } catch (error) {
      if (error instanceof PlatformCallError && (error.value as { captcha?: boolean } | null)?.captcha) {
        setCaptchaShown(true);
        setCaptcha('');
        setCaptchaRound((round) => round + 1);
      }
      if (error instanceof PlatformCallError && (error.value as { addressCheck?: boolean } | null)?.addressCheck) {
        setAddressCheck(true);
        setAddressCode('');
      }
      if (error instanceof FirebaseAuthProblem && error.messageKey === 'auth.firebase.invalidCode')
        setErrors({ code: errorText(error, messages) });
      else setFormError(errorText(error, messages));
    } finally {
      setPending(false);
    }
  };

  const loginWithFirebase = async (idToken: string) =>
    (await import('../../lib/auth/firebase.ts')).loginWithIdToken(idToken);

  /** Google or Facebook: Firebase's popup, then the platform's session. */
  const socialSignIn = async (idToken: string) => {
    const result = await loginWithFirebase(idToken);
    const next = await startSession(result, 'firebase');
    onLoggedIn(next, result.firstTimeLogin);
  };

  const startFreePlay = async () => {
    setPending(true);
    setFormError(null);
    try {
      const result = await freePlay();
      await startSession(result, 'freeplay');
      window.location.assign(localizedPath('/', locale));
    } catch (error) {
      setFormError(errorText(error, messages));
      setPending(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      {sessionEnded && (
        <p className="form-note" role="alert">
          {messages['auth.sessionEnded']}
        </p>
      )}
      <Tabs
        label={messages['auth.tabs']}
        tabs={tabs}
        active={tab}
        onChange={(next) => {
          setTab(next);
          setErrors({});
          setFormError(null);
        }}
      />
      {tab === 'username' ? (
        <>
          <TextField
            label={messages['auth.username']}
            value={username}
            onChange={setUsername}
            error={errors.username}
            autoComplete="username"
            name="username"
            maxLength={64}
          />
          <TextField
            label={messages['auth.password']}
            type="password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            autoComplete="current-password"
            name="password"
            maxLength={64}
          />
          {captchaShown && (
            <Suspense fallback={null}>
              <CaptchaField
                messages={messages}
                value={captcha}
                onChange={setCaptcha}
                onCaptcha={setCaptchaId}
                error={errors.captcha}
                round={captchaRound}
              />
            </Suspense>
          )}
          {addressCheck && (
            <TextField
              label={messages['auth.code']}
              value={addressCode}
              onChange={setAddressCode}
              error={errors.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              name="verificationCode"
              maxLength={8}
            />
          )}
        </>
      ) : (
        <Suspense fallback={null}>
          <SmsLoginFields
            messages={messages}
            mobile={mobile}
            onMobile={setMobile}
            code={code}
            onCode={setCode}
            countries={settings?.countries}
            country={country}
            onCountry={setCountry}
            errors={errors}
            firebaseSms={flags?.firebaseSms === true}
            handle={smsTab}
          />
        </Suspense>
      )}
      <div className="form-options">
        {tab === 'username' && (
          <CheckField checked={remember} onChange={setRemember} name="remember">
            {messages['auth.remember']}
          </CheckField>
        )}
        <button type="button" className="link-button" onClick={onForgot}>
          {messages['auth.forgot']}
        </button>
      </div>
      <CheckField checked={agreed} onChange={setAgreed} name="disclaimer">
        {format(messages['auth.agree'], { age: localDigits(DISCLAIMER_AGE, locale) })} (
        <a href={`${localizedPath('/help', locale)}#terms`}>{messages['auth.readTerms']}</a>)
      </CheckField>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={!agreed || pending}>
        {pending ? messages['auth.pending'] : messages['auth.submitLogin']}
      </button>
      <SocialSignIn messages={messages} disabled={!agreed || pending} onIdToken={socialSignIn} />
      {/* Free play is on for most merchants: without the server's switches (the modal), its place is kept while they load. */}
      {!flags && (
        <span className="button button--block form-placeholder" aria-hidden="true">
          {messages['auth.freePlay']}
        </span>
      )}
      {flags?.freePlay && (
        <button type="button" className="button button--block" disabled={pending} onClick={() => void startFreePlay()}>
          {messages['auth.freePlay']}
        </button>
      )}
      <p className="form-footer">
        {messages['auth.noAccount']}{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          {messages['auth.toRegister']}
        </button>
      </p>
    </form>
  );
}
