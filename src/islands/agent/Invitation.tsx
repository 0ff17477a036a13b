/**
 * The agent's invitation (spec 2, register account): the code, the registration link that carries it (as the
 * platform builds it on PUBLIC_URL), and that link's QR code (the shared QrCode: spec 9, size 200, margin 20).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invitationQuery } from '../../lib/agent/agent-queries.ts';
import QrCode from '../common/QrCode.tsx';
import type { AgentMessages } from './messages.ts';

interface Props {
  messages: AgentMessages;
}

export default function Invitation({ messages }: Props) {
  const { data } = useQuery(invitationQuery());
  const [copied, setCopied] = useState(false);
  if (!data) return null;
  // The platform builds the link from its configured address (PUBLIC_URL), never from where this page was opened.
  const { link } = data;
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
      <QrCode value={link} label={messages['agent.register.qr']} />
    </aside>
  );
}
