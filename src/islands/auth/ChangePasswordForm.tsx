/**
 * Change password (spec 2, 4): for an expired or forced password, and from My Account. The account name, the
 * old password only when this session may not change without it, the new one twice. The change ends every
 * session, so success logs in again (remembered if this device was): a forced change then goes home, a
 * change from My Account says it is done and leaves the player where they were.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import TextField from '../common/TextField.tsx';
import { errorText } from './error-text.ts';
import { problemText } from './problem-text.ts';
import { changePassword, login } from '../../lib/auth/account-calls.ts';
import { startSession } from '../../lib/auth/login-flow.ts';
import { accountSettings, type AccountSettings } from '../../lib/auth/account-settings.ts';
import { newPasswordProblem } from '../../lib/validation/registration-rules.ts';
import { $session } from '../../lib/stores/session.ts';
import { rememberedUsername } from '../../lib/auth/remember.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { AuthMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: AuthMessages;
  onClose: () => void;
}

export default function ChangePasswordForm({ locale, messages, onClose }: Props) {
  const session = useStore($session);
  const [settings, setSettings] = useState<AccountSettings | null>(null);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const needsOld = session?.cpw !== '1';

  useEffect(() => {
    accountSettings()
      .then(setSettings)
      .catch((error: unknown) => setFormError(errorText(error, messages)));
  }, []);

  const validate = () => {
    const found: Record<string, string> = {};
    if (needsOld && !oldPassword.trim()) found.oldPassword = messages['auth.required'];
    const problem = newPasswordProblem(settings?.registerRules, newPassword.trim());
    if (problem) found.newPassword = problemText(problem, messages);
    if (!confirmation.trim()) found.confirmation = messages['auth.required'];
    else if (confirmation.trim() !== newPassword.trim()) found.confirmation = messages['auth.inconsistent_twice'];
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !session) return;
    setPending(true);
    try {
      await changePassword({
        ...(needsOld ? { oldPassword: oldPassword.trim() } : {}),
        newPassword: newPassword.trim(),
        confirmNewPassword: confirmation.trim(),
      });
      // The same box keeps the username and the device signed in: a remembered device stays remembered.
      const remember = rememberedUsername()?.toLowerCase() === session.username.toLowerCase();
      const result = await login({
        username: session.username,
        password: newPassword.trim(),
        type: 'username',
        remember,
      });
      await startSession(result, 'password');
      if (!needsOld) {
        window.location.assign(localizedPath('/', locale));
        return;
      }
      setDone(true);
      setPending(false);
    } catch (error) {
      setFormError(errorText(error, messages));
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className="account-form">
        <p role="status">{messages['auth.change.done']}</p>
        <button type="button" className="button button--primary button--block" data-autofocus onClick={onClose}>
          {messages['modal.close']}
        </button>
      </div>
    );
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={pending}>
      <p>{needsOld ? messages['auth.change.leadVoluntary'] : messages['auth.change.lead']}</p>
      <p className="form-account">
        <span>{messages['auth.account']}</span> <strong>{session?.account || session?.username}</strong>
      </p>
      {needsOld && (
        <TextField
          label={messages['auth.oldPassword']}
          type="password"
          value={oldPassword}
          onChange={setOldPassword}
          error={errors.oldPassword}
          autoComplete="current-password"
          maxLength={64}
        />
      )}
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
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {pending ? messages['auth.pending'] : messages['auth.submitChange']}
      </button>
    </form>
  );
}
