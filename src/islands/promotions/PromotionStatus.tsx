/**
 * The member's status in one promotion (spec 4 activity statuses) on its page, with the join or apply button
 * where that is how it is joined, or the way to the deposit form where the bonus is chosen with a deposit.
 * Guests are asked to log in. Drawn as a guest on the server (the session lives in the browser only).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PlatformCallError } from '../../lib/api/envelope.ts';
import { NETWORK_ERROR } from '../../lib/api/client.ts';
import {
  fetchPromotionStatus,
  sendJoinPromotion,
  type PromotionStatus as Status,
} from '../../lib/promotions/promotion-calls.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { format, type Messages } from '../../lib/i18n/format-message.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { $loginState } from '../../lib/stores/session.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { $wallet } from '../../lib/stores/wallet.ts';
import { useHydratedStore } from '../../lib/stores/use-hydrated-store.ts';

export type PromotionMessages = Messages<`promo.${string}`>;

interface Props {
  locale: Locale;
  slug: string;
  messages: PromotionMessages;
}

const GUEST = { isLogin: false, isTrial: false, isAgent: false };

function errorText(error: unknown, messages: PromotionMessages): string {
  return error instanceof PlatformCallError && error.code !== NETWORK_ERROR
    ? error.message
    : messages['promo.loadFailed']!;
}

export default function PromotionStatus({ locale, slug, messages }: Props) {
  const login = useHydratedStore($loginState, GUEST);
  const [status, setStatus] = useState<Status | null>(null);
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { currencySymbol } = useStore($wallet);

  useEffect(() => {
    if (!login.isLogin) {
      setStatus(null);
      return;
    }
    let live = true;
    fetchPromotionStatus(slug).then(
      (value) => {
        if (live) {
          setStatus(value);
          setError(null);
        }
      },
      (caught: unknown) => {
        if (!live) return;
        // A promotion with no rules in the platform (content only) has no status to show.
        if (caught instanceof PlatformCallError && caught.code === 'promotion_unknown') setHidden(true);
        else setError(errorText(caught, messages));
      },
    );
    return () => {
      live = false;
    };
  }, [login.isLogin, slug, messages]);

  if (hidden) return null;
  if (!login.isLogin) {
    return (
      <section className="card promo-status" aria-labelledby="promo-status-title">
        <h2 id="promo-status-title">{messages['promo.status.title']}</h2>
        <button type="button" className="button button--primary" onClick={() => openModal('login')}>
          {messages['promo.loginToJoin']}
        </button>
      </section>
    );
  }

  const join = async () => {
    setPending(true);
    try {
      setStatus(await sendJoinPromotion(slug));
      setError(null);
    } catch (caught) {
      setError(errorText(caught, messages));
    } finally {
      setPending(false);
    }
  };

  const money = (minor: string) => formatMoney(minor, locale, currencySymbol);
  return (
    <section className="card promo-status" aria-labelledby="promo-status-title" aria-busy={!status && !error}>
      <h2 id="promo-status-title">{messages['promo.status.title']}</h2>
      {status && (
        <p className="promo-status-text" role="status">
          {messages[`promo.status.${status.status}`]}
        </p>
      )}
      {status?.bonus && (
        <p className="form-note">
          {format(messages['promo.bonusLine']!, {
            amount: money(status.bonus.amountMinor),
            done: money(status.bonus.doneMinor),
            required: money(status.bonus.requiredMinor),
          })}
        </p>
      )}
      {status?.status === 'join' && status.joinMode !== 'deposit' && (
        <button type="button" className="button button--primary" disabled={pending} onClick={() => void join()}>
          {messages[status.joinMode === 'apply' ? 'promo.apply' : 'promo.join']}
        </button>
      )}
      {(status?.status === 'joined' || (status?.status === 'join' && status.joinMode === 'deposit')) && (
        <a className="button button--primary" href={`${localizedPath('/member', locale)}?page=depositv2`}>
          {messages['promo.depositNow']}
        </a>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
