/** The /login page's form: the same form as the modal; after login it goes to the home page (or to the forced password change). */
import LoginForm from './LoginForm.tsx';
import { switchModal } from '../../lib/stores/modal.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { AuthMessages } from './messages.ts';

export default function LoginPageForm({
  locale,
  messages,
  flags,
}: {
  locale: Locale;
  messages: AuthMessages;
  flags?: Record<string, boolean> | undefined;
}) {
  return (
    <LoginForm
      locale={locale}
      messages={messages}
      serverFlags={flags}
      onLoggedIn={(next) => {
        if (next === 'changePassword') switchModal('changePassword');
        else window.location.assign(localizedPath('/', locale));
      }}
      onForgot={() => switchModal('forgotPassword')}
      onRegister={() => switchModal('register')}
    />
  );
}
