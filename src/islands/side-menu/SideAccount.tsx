/**
 * Top of the side menu (spec 2): logged out, login and register; logged in, the balance with refresh
 * (a placeholder while refreshing) and show/hide, deposit and withdraw shortcuts, and logout. A trial account's
 * balance is its practice money, labelled so (issue 13); its deposit and withdraw shortcuts meet the register warning.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../lib/stores/session.ts';
import { useHydratedStore } from '../../lib/stores/use-hydrated-store.ts';
import { $balanceHidden, $wallet, refreshBalance, toggleBalanceHidden } from '../../lib/stores/wallet.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { Messages } from '../../lib/i18n/format-message.ts';
import UnreadBadge from '../common/UnreadBadge.tsx';
import StrokeIcon from '../common/StrokeIcon.tsx';
import { EYE, EYE_OFF, REFRESH } from '../../components/shell/icon-paths.ts';
import { AGENT_ACCOUNT_TYPES } from '../../../contract/rules/account-types.ts';

export const SIDE_ACCOUNT_KEYS = [
  'nav.login',
  'nav.register',
  'side.balance',
  'side.refreshBalance',
  'side.showBalance',
  'side.hideBalance',
  'side.deposit',
  'side.withdraw',
  'side.agentCentre',
  'side.logout',
  'header.practiceBalance',
  'header.unread',
] as const;

interface Props {
  locale: Locale;
  messages: Messages<(typeof SIDE_ACCOUNT_KEYS)[number]>;
}

export default function SideAccount({ locale, messages }: Props) {
  // The server drew the guest state: hydrate as a guest, then show the session (no hydration mismatch).
  const session = useHydratedStore($session, null);
  const wallet = useStore($wallet);
  const hidden = useStore($balanceHidden);
  const link = (path: string) => localizedPath(path, locale);

  useEffect(() => {
    if (session && wallet.sumBalanceMinor === null && !wallet.refreshing) void refreshBalance();
  }, [session]);

  if (!session) {
    return (
      <div className="side-account">
        <a className="button" href={link('/register')} data-open-modal="register">
          {messages['nav.register']}
        </a>
        <a className="button button--primary" href={link('/login')} data-open-modal="login">
          {messages['nav.login']}
        </a>
      </div>
    );
  }
  const shown = wallet.practiceBalanceMinor ?? wallet.sumBalanceMinor;
  const amount = wallet.refreshing ? (
    <span className="placeholder" aria-busy="true" />
  ) : hidden ? (
    '••••'
  ) : shown === null ? (
    ''
  ) : (
    formatMoney(shown, locale, wallet.currencySymbol)
  );
  return (
    <div className="side-account side-account--in">
      <div className="side-balance">
        <span className="side-balance-label">
          {messages[wallet.practiceBalanceMinor === null ? 'side.balance' : 'header.practiceBalance']}
        </span>
        <strong className="side-balance-amount" aria-live="polite">
          {amount}
        </strong>
        <button
          type="button"
          className="icon-button"
          onClick={() => void refreshBalance()}
          aria-label={messages['side.refreshBalance']}
        >
          <StrokeIcon paths={REFRESH} />
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={toggleBalanceHidden}
          aria-pressed={hidden}
          aria-label={hidden ? messages['side.showBalance'] : messages['side.hideBalance']}
        >
          <StrokeIcon paths={hidden ? EYE_OFF : EYE} />
        </button>
      </div>
      <UnreadBadge locale={locale} label={messages['header.unread']} />
      <div className="side-shortcuts">
        <a className="button button--primary" href={link('/member?page=depositv2')}>
          {messages['side.deposit']}
        </a>
        <a className="button" href={link('/member?page=withdraw')}>
          {messages['side.withdraw']}
        </a>
      </div>
      {AGENT_ACCOUNT_TYPES.includes(session.isAgent) && (
        <button type="button" className="button side-agent" onClick={() => openModal('agent')}>
          {messages['side.agentCentre']}
        </button>
      )}
      <button type="button" className="button side-logout" onClick={() => openModal('logout')}>
        {messages['side.logout']}
      </button>
    </div>
  );
}
