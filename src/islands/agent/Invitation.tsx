/**
 * The agent's invitation (spec 2, register account): the code, the registration link that carries it, and that
 * link's QR code (spec 9: size 200, margin 20), drawn here by the qrcode package: no image service is called.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invitationQuery } from '../../lib/agent/agent-queries.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { AgentMessages } from './messages.ts';

const QR_SIZE = 200;
/** The margin is in modules: 4 modules come to the spec's 20 px at 200 px, as on the app download page. */
const QR_MARGIN_MODULES = 4;

interface Props {
  locale: Locale;
  messages: AgentMessages;
}

export default function Invitation({ locale, messages }: Props) {
  const { data } = useQuery(invitationQuery());
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const link = data
    ? `${window.location.origin}${localizedPath('/register', locale)}?affiliateCode=${encodeURIComponent(data.code)}`
    : '';

  useEffect(() => {
    if (!link) return;
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(link, {
        type: 'svg',
        width: QR_SIZE,
        margin: QR_MARGIN_MODULES,
        errorCorrectionLevel: 'M',
      });
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [link]);

  if (!data) return null;
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <aside className="agent-invitation card" aria-label={messages['agent.register.invitation']}>
      <h4>{messages['agent.register.invitation']}</h4>
      <dl>
        <dt>{messages['agent.register.code']}</dt>
        <dd>
          <strong>{data.code}</strong>
        </dd>
        <dt>{messages['agent.register.link']}</dt>
        <dd className="agent-link">{link}</dd>
      </dl>
      <button type="button" className="button" onClick={() => void copy()}>
        {messages['agent.register.copy']}
      </button>
      {copied && <p role="status">{messages['agent.register.copied']}</p>}
      {qr && <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={messages['agent.register.qr']} />}
    </aside>
  );
}
