/** Header login state (spec 2): register and login when logged out; balance, account name and sign out when logged in. */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/stores/session.ts';
import { $balanceHidden, $wallet, refreshBalance } from '../../lib/stores/wallet.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { Messages } from '../../lib/i18n/format-message.ts';

export const AUTH_AREA_KEYS = ['nav.login', 'nav.register', 'header.balance', 'header.signOut', 'header.account'] as const;

interface Props {
  locale: Locale;
  messages: Messages<(typeof AUTH_AREA_KEYS)[number]>;
}

export default function AuthArea({ locale, messages }: Props) {
  const session = useStore($session);
  const wallet = useStore($wallet);
  const hidden = useStore($balanceHidden);

  useEffect(() => {
    if (session && wallet.sumBalanceMinor === null) void refreshBalance();
  }, [session, wallet.sumBalanceMinor]);

  if (!session) {
    return (
      <div className="auth-out">
        <a className="button" href={localizedPath('/register', locale)} data-open-modal="register">{messages['nav.register']}</a>
        <a className="button button--primary" href={localizedPath('/login', locale)} data-open-modal="login">{messages['nav.login']}</a>
      </div>
    );
  }
  return (
    <div className="auth-in">
      {wallet.sumBalanceMinor !== null && (
        <span className="header-balance" aria-label={messages['header.balance']}>{hidden ? '••••' : formatMoney(wallet.sumBalanceMinor, locale, wallet.currencySymbol)}</span>
      )}
      <span className="header-account" title={messages['header.account']}>{session.nickname || session.account}</span>
      <button type="button" className="button" onClick={() => openModal('logout')}>{messages['header.signOut']}</button>
    </div>
  );
}
