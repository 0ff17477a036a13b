/** The after-login modal (spec 4): a greeting with the member's name and club level. */
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/stores/session.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { AuthMessages } from './messages.ts';

interface Props {
  messages: AuthMessages;
  firstTimeLogin: boolean;
  onClose: () => void;
}

export default function WelcomePanel({ messages, firstTimeLogin, onClose }: Props) {
  const session = useStore($session);
  const name = session?.nickname || session?.account || session?.username || '';
  return (
    <div className="account-form">
      <p className="welcome-greeting">{format(messages['auth.welcome.greeting'], { name })}</p>
      {firstTimeLogin && <p>{messages['auth.welcome.first']}</p>}
      <button type="button" className="button button--primary button--block" data-autofocus onClick={onClose}>{messages['auth.welcome.start']}</button>
    </div>
  );
}
