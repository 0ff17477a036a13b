/**
 * Register account (spec 2): the agent registers a member or an agent directly under them. The fields and their
 * rules are the public form's (the platform's registration rules, checked here and again by the platform); the
 * agent's invitation code, link and QR code are shown beside the form.
 */
import { useEffect, useState, type FormEvent } from 'react';
import TextField from '../../common/TextField.tsx';
import MobileField from '../../auth/MobileField.tsx';
import SmsCodeField from '../../auth/SmsCodeField.tsx';
import { OPTIONAL_FIELDS } from '../../auth/optional-fields.ts';
import CaptchaField from '../../auth/CaptchaField.tsx';
import { errorText } from '../../auth/error-text.ts';
import { problemText } from '../../auth/problem-text.ts';
import { mobileProblem, smsTarget } from '../../auth/mobile.ts';
import type { AuthMessages } from '../../auth/messages.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { PlatformCallError } from '../../../lib/api/envelope.ts';
import { registerDownline } from '../../../lib/agent/agent-calls.ts';
import {
  accountFlags,
  accountSettings,
  type AccountSettings,
  type Country,
} from '../../../lib/auth/account-settings.ts';
import { validateRegistration, type FieldProblem } from '../../../lib/validation/registration-rules.ts';
import { loadMessages } from '../../../lib/i18n/load-messages.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { Loading } from '../../member/Loading.tsx';
import Invitation from '../Invitation.tsx';
import type { AgentSectionProps } from '../sections.ts';

type Kind = 'member' | 'agent';

export default function RegisterAccount({ locale, messages }: AgentSectionProps) {
  const [auth, setAuth] = useState<AuthMessages | null>(null);
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [kind, setKind] = useState<Kind>('member');
  const [country, setCountry] = useState<Country | null>(null);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [captchaId, setCaptchaId] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);

  useEffect(() => {
    void Promise.all([loadMessages<AuthMessages>('auth', locale), accountSettings()])
      .then(([loadedAuth, loaded]) => {
        setAuth(loadedAuth);
        setSettings(loaded);
        setCountry((current) => current ?? loaded.countries[0] ?? null);
      })
      .catch(() => setFormError(messages['centre.failed']));
  }, [locale]);

  if (!auth || !settings) return formError ? <p role="alert">{formError}</p> : <Loading messages={messages} />;
  const flags = accountFlags(settings.flags);
  const rules = settings.registerRules;
  const shown = (key: string) => rules.find((r) => r.key === key)?.enabled === true;
  const set = (key: string) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const value = (key: string) => values[key] ?? '';
  const error = (key: string) => (problems[key] ? problemText(problems[key], auth) : null);
  const mobileShown = shown('mobileNum') || flags.smsVerification;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const trimmed = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v !== ''),
    );
    const found = validateRegistration({
      // The agent is the upline: no invitation code is asked for.
      rules: rules.filter((r) => r.key !== 'affiliateCode'),
      values: trimmed,
      tab: 'username',
      flags: { smsVerification: flags.smsVerification, mobilePassword: flags.mobilePassword },
    });
    if (trimmed.mobileNum && mobileProblem(trimmed.mobileNum, country, auth))
      found.mobileNum = { messageKey: 'pattern.mobile' };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const created = await registerDownline({
        ...trimmed,
        ...(trimmed.mobileNum && country ? { countryDialingCode: country.countryDialingCode } : {}),
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        domain: window.location.hostname,
        ...(shown('captcha') ? { captchaId } : {}),
        kind,
      });
      setValues({});
      setDone(format(messages['agent.register.done'], { name: created.username }));
      void queryClient.invalidateQueries({ queryKey: ['agent'] });
    } catch (caught) {
      const fields =
        caught instanceof PlatformCallError
          ? (caught.value as { fields?: Record<string, FieldProblem> } | null)?.fields
          : undefined;
      if (fields) setProblems(fields);
      setFormError(errorText(caught, auth));
      if (shown('captcha')) setCaptchaRound((round) => round + 1);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="agent-register">
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
        <fieldset className="agent-kind">
          <legend>{messages['agent.register.kind']}</legend>
          {(['member', 'agent'] as const).map((k) => (
            <label key={k} className="form-check">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <span>{messages[`agent.register.${k}`]}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={auth['auth.username']}
          value={value('username')}
          onChange={set('username')}
          error={error('username')}
          autoComplete="off"
          maxLength={64}
        />
        <TextField
          label={auth['auth.password']}
          type="password"
          value={value('password')}
          onChange={set('password')}
          error={error('password')}
          autoComplete="new-password"
          maxLength={64}
        />
        <TextField
          label={auth['auth.confirmPassword']}
          type="password"
          value={value('confirmPassword')}
          onChange={set('confirmPassword')}
          error={error('confirmPassword')}
          autoComplete="new-password"
          maxLength={64}
        />
        {mobileShown && (
          <MobileField
            messages={auth}
            value={value('mobileNum')}
            onChange={set('mobileNum')}
            error={error('mobileNum')}
            countries={settings.countries}
            country={country}
            onCountry={setCountry}
          />
        )}
        {flags.smsVerification && (
          <SmsCodeField
            messages={auth}
            value={value('verificationCode')}
            onChange={set('verificationCode')}
            error={error('verificationCode')}
            purpose="register"
            target={() => smsTarget(value('mobileNum'), country, auth)}
          />
        )}
        {OPTIONAL_FIELDS.filter((field) => shown(field.key)).map((field) => (
          <TextField
            key={field.key}
            label={auth[field.label]}
            type={field.type ?? 'text'}
            value={value(field.key)}
            onChange={set(field.key)}
            error={error(field.key)}
            autoComplete="off"
            maxLength={rules.find((r) => r.key === field.key)?.maxLength ?? 100}
          />
        ))}
        {shown('captcha') && (
          <CaptchaField
            messages={auth}
            value={value('captcha')}
            onChange={set('captcha')}
            onCaptcha={setCaptchaId}
            error={error('captcha')}
            round={captchaRound}
          />
        )}
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        {done && (
          <p className="form-note" role="status">
            {done}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? messages['money.pending'] : messages['agent.register.submit']}
        </button>
      </form>
      <Invitation messages={messages} />
    </div>
  );
}
