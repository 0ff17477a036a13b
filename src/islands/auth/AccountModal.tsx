/**
 * The account modals (spec 2): login, register, forgot password, change password, the logout confirmation,
 * the trial warning and the after-login welcome. Messages are fetched with the code, on first open.
 */
import { useEffect, useState } from 'react';
import Modal from '../modal/Modal.tsx';
import LoginForm from './LoginForm.tsx';
import RegisterForm from './RegisterForm.tsx';
import ForgotPasswordForm from './ForgotPasswordForm.tsx';
import ChangePasswordForm from './ChangePasswordForm.tsx';
import WelcomePanel from './WelcomePanel.tsx';
import ModalBanner from './ModalBanner.tsx';
import { loadMessages } from '../../lib/i18n/load-messages.ts';
import { switchModal, type AccountModalName } from '../../lib/stores/modal.ts';
import { logout } from '../../lib/auth/logout.ts';
import type { NextStep } from '../../lib/auth/login-flow.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { AuthMessageKey, AuthMessages } from './messages.ts';

interface Props {
  name: AccountModalName;
  locale: Locale;
  props?: Record<string, unknown>;
  onClose: () => void;
}

const TITLES: Record<AccountModalName, AuthMessageKey> = {
  login: 'auth.login.title',
  register: 'auth.register.title',
  forgotPassword: 'auth.forgot.title',
  changePassword: 'auth.change.title',
  logout: 'auth.logout.title',
  trial: 'auth.trial.title',
  welcome: 'auth.welcome.title',
};

export function afterLogin(next: NextStep, firstTimeLogin: boolean): void {
  if (next === 'changePassword') switchModal('changePassword');
  else switchModal('welcome', { firstTimeLogin });
}

export default function AccountModal({ name, locale, props, onClose }: Props) {
  const [messages, setMessages] = useState<AuthMessages | null>(null);
  useEffect(() => {
    loadMessages<AuthMessages>('auth', locale)
      .then(setMessages)
      .catch(() => onClose());
  }, [locale]);
  if (!messages) return null;

  const body = () => {
    switch (name) {
      case 'login':
        return (
          <>
            <ModalBanner group="w_login" alt={messages['auth.banner.login']} />
            <LoginForm
              locale={locale}
              messages={messages}
              sessionEnded={props?.sessionEnded === true}
              onLoggedIn={afterLogin}
              onForgot={() => switchModal('forgotPassword')}
              onRegister={() => switchModal('register')}
            />
          </>
        );
      case 'register':
        return (
          <>
            <ModalBanner group="w_register" alt={messages['auth.banner.register']} />
            <RegisterForm
              messages={messages}
              onRegistered={() => switchModal('welcome', { firstTimeLogin: true })}
              onLogin={() => switchModal('login')}
            />
          </>
        );
      case 'forgotPassword':
        return <ForgotPasswordForm locale={locale} messages={messages} onDone={onClose} />;
      case 'changePassword':
        return <ChangePasswordForm locale={locale} messages={messages} onClose={onClose} />;
      case 'welcome':
        return (
          <WelcomePanel
            locale={locale}
            messages={messages}
            firstTimeLogin={props?.firstTimeLogin === true}
            onClose={onClose}
          />
        );
      case 'logout':
        return (
          <div className="account-form">
            <p>{messages['auth.logout.confirm']}</p>
            <div className="form-actions">
              <button type="button" className="button" data-autofocus onClick={onClose}>
                {messages['auth.cancel']}
              </button>
              <button type="button" className="button button--primary" onClick={() => void logout()}>
                {messages['auth.logout.yes']}
              </button>
            </div>
          </div>
        );
      case 'trial':
        return (
          <div className="account-form">
            <p>{messages['auth.trial.message']}</p>
            <button
              type="button"
              className="button button--primary button--block"
              data-autofocus
              onClick={() => switchModal('register')}
            >
              {messages['auth.trial.submit']}
            </button>
          </div>
        );
    }
  };

  const small = name === 'logout' || name === 'trial' || name === 'welcome';
  return (
    <Modal
      title={messages[TITLES[name]]}
      onClose={onClose}
      closeLabel={messages['modal.close']}
      width={small ? 420 : 600}
      minHeight={small ? 180 : 300}
    >
      {body()}
    </Modal>
  );
}
