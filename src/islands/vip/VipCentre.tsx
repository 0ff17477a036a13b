/**
 * /vip (issue 17): the ladder with its benefits for everyone; for a member also their rank card, progress to the
 * next level and benefits. A guest is asked to log in (the page's login gate opens the popup too); a trial
 * account is told to register a real one. Drawn as a guest on the server (the session lives in the browser).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import { openModal } from '../../lib/stores/modal.ts';
import { $loginState } from '../../lib/stores/session.ts';
import { useHydratedStore } from '../../lib/stores/use-hydrated-store.ts';
import { fetchVipLadder, fetchVipState, type VipLadderAnswer, type VipStateAnswer } from '../../lib/vip/vip-calls.ts';
import RankCard from './RankCard.tsx';
import VipLadderTable from './VipLadderTable.tsx';
import PointsLink from '../points/PointsLink.tsx';
import { errorText, type VipMessages } from './vip-text.ts';

interface Props {
  locale: Locale;
  messages: VipMessages;
}

const GUEST = { isLogin: false, isTrial: false, isAgent: false };

export default function VipCentre({ locale, messages }: Props) {
  const login = useHydratedStore($loginState, GUEST);
  const member = login.isLogin && !login.isTrial;
  const [ladder, setLadder] = useState<VipLadderAnswer | null>(null);
  const [state, setState] = useState<VipStateAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // A member's state carries the ladder in their language; a guest reads the public ladder.
    const load = member ? fetchVipState() : fetchVipLadder();
    load.then(
      (answer) => {
        if (!live) return;
        setLadder(answer);
        setState(member ? (answer as VipStateAnswer) : null);
        setError(null);
      },
      (caught: unknown) => live && setError(errorText(caught, messages)),
    );
    return () => {
      live = false;
    };
  }, [member, messages]);

  return (
    <div className="vip-centre" aria-busy={!ladder && !error}>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {state ? (
        <RankCard locale={locale} messages={messages} state={state} />
      ) : (
        !member && (
          <section className="card vip-card vip-rank" aria-labelledby="vip-rank-title">
            <h2 id="vip-rank-title">{messages['vip.rank.title']}</h2>
            {login.isTrial ? (
              <p role="status">{messages['auth.trial.message']}</p>
            ) : (
              <>
                <p>{messages['vip.login']}</p>
                <button type="button" className="button button--primary" onClick={() => openModal('login')}>
                  {messages['vip.loginButton']}
                </button>
              </>
            )}
          </section>
        )
      )}
      <PointsLink
        locale={locale}
        member={member}
        className="card vip-card"
        texts={{
          title: messages['vip.points.title']!,
          value: messages['vip.points.value']!,
          open: messages['vip.points.open']!,
          guest: messages['vip.points.guest']!,
        }}
      />
      {ladder && (
        <VipLadderTable locale={locale} messages={messages} ladder={ladder} current={state?.rankLevel ?? null} />
      )}
    </div>
  );
}
