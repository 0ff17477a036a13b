/**
 * Invite friends (referral, behind the flag REFERRAL3): the member's code, the registration link the platform
 * builds from the configured public address, its QR code, the reward rule, what was earned, and the invitees
 * with where each stands. An agent also sees its own invitation code (its downline's registration code).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { referralQuery } from '../../../lib/referral/referral-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import QrCode from '../../common/QrCode.tsx';
import { LoadFailed, Loading } from '../Loading.tsx';
import type { SectionProps } from '../sections.ts';
import Invitees from './Invitees.tsx';

export default function Referral({ locale, messages }: SectionProps) {
  const { data, isPending, isError, refetch } = useQuery(referralQuery());
  const [copied, setCopied] = useState(false);
  if (isPending) return <Loading messages={messages} />;
  if (isError) return <LoadFailed messages={messages} retry={() => void refetch()} />;
  const money = (minor: string) => formatMoney(minor, locale, data.currencySymbol);
  const copy = async () => {
    await navigator.clipboard?.writeText(data.link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="referral">
      <p className="form-note">
        {format(messages['referral.lead'], { reward: money(data.rewardMinor), minimum: money(data.minDepositMinor) })}
      </p>
      <section className="card referral-share" aria-labelledby="referral-share-title">
        <div className="referral-share-text">
          <h3 id="referral-share-title">{messages['referral.share']}</h3>
          <dl>
            <dt>{messages['referral.code']}</dt>
            <dd>
              <strong className="referral-code">{data.code}</strong>
            </dd>
            <dt>{messages['referral.link']}</dt>
            <dd className="referral-link">{data.link}</dd>
            <dt>{messages['referral.earned']}</dt>
            <dd>
              <strong className="money-in">{money(data.earnedMinor)}</strong>
            </dd>
          </dl>
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            {messages['referral.copy']}
          </button>
          {copied && <p role="status">{messages['referral.copied']}</p>}
        </div>
        <QrCode value={data.link} label={messages['referral.qr']} />
      </section>
      {data.agentCode && (
        <section className="card referral-agent" aria-labelledby="referral-agent-title">
          <h3 id="referral-agent-title">{messages['referral.agentCode']}</h3>
          <p>
            <strong className="referral-code">{data.agentCode}</strong>
          </p>
          <p className="form-note">{messages['referral.agentCodeNote']}</p>
        </section>
      )}
      <Invitees locale={locale} messages={messages} invitees={data.invitees} />
    </div>
  );
}
