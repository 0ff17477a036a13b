/**
 * The after-login modal (spec 4): a greeting with the member's name. A first login (firstTimeLogin) gets the
 * first-login action: the way to the first deposit, where a new member's play starts.
 */
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/stores/session.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { AuthMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: AuthMessages;
  firstTimeLogin: boolean;
  onClose: () => void;
}

export default function WelcomePanel({ locale, messages, firstTimeLogin, onClose }: Props) {
  const session = useStore($session);
  const name = session?.nickname || session?.account || session?.username || '';
  return (
    <div className="account-form">
      <p className="welcome-greeting">{format(messages['auth.welcome.greeting'], { name })}</p>
      {firstTimeLogin && <p>{messages['auth.welcome.first']}</p>}
      {firstTimeLogin && (
        <a className="button button--block" href={localizedPath('/member?page=depositv2', locale)}>
          {messages['auth.welcome.deposit']}
        </a>
      )}
      <button type="button" className="button button--primary button--block" data-autofocus onClick={onClose}>
        {messages['auth.welcome.start']}
      </button>
    </div>
  );
}
