/**
 * Header login state (spec 2): register and login when logged out; balance, account name and sign out when logged in.
 * A trial account (issue 13) sees its practice money, labelled so, and a top-up button once it is below the start.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/stores/session.ts';
import { useHydratedStore } from '../../lib/stores/use-hydrated-store.ts';
import { $balanceHidden, $wallet, refreshBalance, topUpPractice } from '../../lib/stores/wallet.ts';
import { callErrorText } from '../../lib/api/call-error.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { Messages } from '../../lib/i18n/format-message.ts';
import UnreadBadge from '../common/UnreadBadge.tsx';
import HeaderAvatar from './HeaderAvatar.tsx';

export const AUTH_AREA_KEYS = [
  'nav.login',
  'nav.register',
  'header.balance',
  'header.signOut',
  'header.account',
  'header.practice',
  'header.practiceBalance',
  'header.topUp',
  'header.unread',
  'header.networkError',
  'header.unexpectedAnswer',
] as const;

interface Props {
  locale: Locale;
  messages: Messages<(typeof AUTH_AREA_KEYS)[number]>;
}

export default function AuthArea({ locale, messages }: Props) {
  // The server drew the guest state: hydrate as a guest, then show the session (no hydration mismatch).
  const session = useHydratedStore($session, null);
  const wallet = useStore($wallet);
  const hidden = useStore($balanceHidden);
  const [toppingUp, setToppingUp] = useState(false);
  const [topUpError, setTopUpError] = useState<string | null>(null);

  useEffect(() => {
    if (session && wallet.sumBalanceMinor === null) void refreshBalance();
  }, [session, wallet.sumBalanceMinor]);

  if (!session) {
    return (
      <div className="auth-out">
        <a className="button" href={localizedPath('/register', locale)} data-open-modal="register">
          {messages['nav.register']}
        </a>
        <a className="button button--primary" href={localizedPath('/login', locale)} data-open-modal="login">
          {messages['nav.login']}
        </a>
      </div>
    );
  }
  async function topUp(): Promise<void> {
    setToppingUp(true);
    setTopUpError(null);
    try {
      await topUpPractice();
    } catch (caught) {
      setTopUpError(
        callErrorText(caught, {
          network: messages['header.networkError'],
          unexpected: messages['header.unexpectedAnswer'],
        }) ?? String(caught),
      );
    } finally {
      setToppingUp(false);
    }
  }

  const practice = wallet.practiceBalanceMinor;
  const belowStart =
    practice !== null && wallet.practiceStartMinor !== null && BigInt(practice) < BigInt(wallet.practiceStartMinor);
  return (
    <div className="auth-in">
      {practice !== null && (
        <span
          className="header-balance header-balance--practice"
          role="group"
          aria-label={messages['header.practiceBalance']}
        >
          <small>{messages['header.practice']}</small>{' '}
          <span>{hidden ? '••••' : formatMoney(practice, locale, wallet.currencySymbol)}</span>
        </span>
      )}
      {belowStart && (
        <button type="button" className="button header-top-up" disabled={toppingUp} onClick={() => void topUp()}>
          {messages['header.topUp']}
        </button>
      )}
      {topUpError && (
        <span className="header-error" role="alert">
          {topUpError}
        </span>
      )}
      {practice === null && wallet.sumBalanceMinor !== null && (
        <span className="header-balance" role="group" aria-label={messages['header.balance']}>
          {hidden ? '••••' : formatMoney(wallet.sumBalanceMinor, locale, wallet.currencySymbol)}
        </span>
      )}
      <HeaderAvatar />
      <span className="header-account" title={messages['header.account']}>
        {session.nickname || session.account}
      </span>
      <UnreadBadge locale={locale} label={messages['header.unread']} />
      <button type="button" className="button header-sign-out" onClick={() => openModal('logout')}>
        {/* Narrow phones show only the icon; the text stays as the button's name. */}
        <svg
          className="icon"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {/* Drawn here rather than taken from the shell's icon table, which would bring every icon into the script. */}
          <path d="M10 5H5v14h5" />
          <path d="M14 8l4 4-4 4M18 12H9" />
        </svg>
        <span className="header-sign-out-text">{messages['header.signOut']}</span>
      </button>
    </div>
  );
}
