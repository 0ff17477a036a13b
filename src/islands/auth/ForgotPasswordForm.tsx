/**
 * Forgot password (spec 2, 4): by email (form post mails a code; the code with a new password sets it, and
 * success shows a confirmation; the password in use keeps working until then) and, when CHNGPASSVERIF3 is on,
 * by mobile number (code, countdown, new password, then an automatic login and the home page).
 */
import { useEffect, useState, type FormEvent } from 'react';
import Tabs from './Tabs.tsx';
import TextField from '../common/TextField.tsx';
import SmsCodeField from './SmsCodeField.tsx';
import MobileField from './MobileField.tsx';
import { errorText } from './error-text.ts';
import { mobileProblem, smsTarget } from './mobile.ts';
import { problemText } from './problem-text.ts';
import { forgotByEmail, login, resetByEmail, resetByPhone } from '../../lib/auth/account-calls.ts';
import { startSession } from '../../lib/auth/login-flow.ts';
import { accountFlags, accountSettings, type AccountSettings, type Country } from '../../lib/auth/account-settings.ts';
import { newPasswordProblem } from '../../lib/validation/registration-rules.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { AuthMessages } from './messages.ts';

type Tab = 'email' | 'mobile';
/** The email tab's steps: ask for a code, then use it, then the confirmation. */
type EmailStep = 'ask' | 'code' | 'done';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  locale: Locale;
  messages: AuthMessages;
  onDone: () => void;
}

export default function ForgotPasswordForm({ locale, messages, onDone }: Props) {
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [tab, setTab] = useState<Tab>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<Country | null>(null);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailStep, setEmailStep] = useState<EmailStep>('ask');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    accountSettings()
      .then((loaded) => {
        setSettings(loaded);
        setCountry((current) => current ?? loaded.countries[0] ?? null);
      })
      .catch((error: unknown) => setFormError(errorText(error, messages)));
  }, []);

  const tabs = [
    { id: 'email' as const, label: messages['auth.tab.email'] },
    ...(settings && accountFlags(settings.flags).phoneReset
      ? [{ id: 'mobile' as const, label: messages['auth.tab.mobile'] }]
      : []),
  ];

  const passwordProblems = (found: Record<string, string>, withConfirmation: boolean) => {
    const problem = newPasswordProblem(settings?.registerRules, newPassword.trim());
    if (problem) found.newPassword = problemText(problem, messages);
    else if (withConfirmation && confirmation.trim() !== newPassword.trim())
      found.confirmation = messages['auth.inconsistent_twice'];
  };

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (tab === 'email' && emailStep === 'ask') {
      if (!username.trim()) found.username = messages['auth.required'];
      if (!email.trim()) found.email = messages['auth.required'];
      else if (!EMAIL.test(email.trim())) found.email = messages['pattern.email'];
      return found;
    }
    if (tab === 'email') {
      if (!/^\d{8}$/.test(code.trim()))
        found.code = code.trim() ? messages['auth.codeInvalid'] : messages['auth.required'];
      passwordProblems(found, true);
      return found;
    }
    const mobileError = mobileProblem(mobile, country, messages);
    if (mobileError) found.mobile = mobileError;
    if (!/^\d{4,8}$/.test(code.trim()))
      found.code = code.trim() ? messages['auth.codeInvalid'] : messages['auth.required'];
    passwordProblems(found, false);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      if (tab === 'email' && emailStep === 'ask') {
        await forgotByEmail(username.trim(), email.trim());
        setCode('');
        setEmailStep('code');
        return;
      }
      if (tab === 'email') {
        await resetByEmail({
          username: username.trim(),
          email: email.trim(),
          verificationCode: code.trim(),
          newPassword: newPassword.trim(),
          confirmNewPassword: confirmation.trim(),
        });
        setEmailStep('done');
        return;
      }
      const dialing = country?.countryDialingCode ?? '';
      const reset = await resetByPhone({
        newPassword: newPassword.trim(),
        mobileNum: mobile.trim(),
        countryDialingCode: dialing,
        verificationCode: code.trim(),
      });
      // Log in with the new password (spec 4); the platform names the account the number belongs to.
      const result = await login({
        username: reset.username ?? mobile.trim(),
        password: newPassword.trim(),
        type: 'username',
      });
      await startSession(result, 'password');
      window.location.assign(localizedPath('/', locale));
    } catch (error) {
      setFormError(errorText(error, messages));
    } finally {
      setPending(false);
    }
  };

  if (emailStep === 'done') {
    return (
      <div className="account-form">
        <p role="status">{messages['auth.forgot.changed']}</p>
        <button type="button" className="button button--primary button--block" data-autofocus onClick={onDone}>
          {messages['modal.close']}
        </button>
      </div>
    );
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      {emailStep === 'ask' && (
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
      )}
      {tab === 'email' && emailStep === 'ask' ? (
        <>
          <TextField
            label={messages['auth.username']}
            value={username}
            onChange={setUsername}
            error={errors.username}
            autoComplete="username"
            maxLength={64}
          />
          <TextField
            label={messages['auth.email']}
            type="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            autoComplete="email"
            maxLength={100}
          />
        </>
      ) : tab === 'email' ? (
        <>
          <p role="status">{messages['auth.forgot.sent']}</p>
          <TextField
            label={messages['auth.forgot.emailCode']}
            value={code}
            onChange={setCode}
            error={errors.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={8}
          />
          <TextField
            label={messages['auth.newPassword']}
            type="password"
            value={newPassword}
            onChange={setNewPassword}
            error={errors.newPassword}
            autoComplete="new-password"
            maxLength={64}
          />
          <TextField
            label={messages['auth.confirmNewPassword']}
            type="password"
            value={confirmation}
            onChange={setConfirmation}
            error={errors.confirmation}
            autoComplete="new-password"
            maxLength={64}
          />
        </>
      ) : (
        <>
          <MobileField
            messages={messages}
            value={mobile}
            onChange={setMobile}
            error={errors.mobile}
            countries={settings?.countries}
            country={country}
            onCountry={setCountry}
          />
          <SmsCodeField
            messages={messages}
            value={code}
            onChange={setCode}
            error={errors.code}
            purpose="password"
            target={() => smsTarget(mobile, country, messages)}
          />
          <TextField
            label={messages['auth.newPassword']}
            type="password"
            value={newPassword}
            onChange={setNewPassword}
            error={errors.newPassword}
            autoComplete="new-password"
            maxLength={64}
          />
        </>
      )}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending || !settings}>
        {pending
          ? messages['auth.pending']
          : tab === 'email' && emailStep === 'ask'
            ? messages['auth.submitForgot']
            : messages['auth.submitReset']}
      </button>
    </form>
  );
}
