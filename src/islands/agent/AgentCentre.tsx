/**
 * The agent centre (spec 2): a modal with a side menu and a close button, Esc closes it, the page keeps its scroll
 * (Modal.tsx). Opened for account types 1, 2, 41 and 42 only; it closes itself when the session ends or is not an
 * agent's. Its messages are fetched with its code, on first open.
 */
import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import Modal from '../modal/Modal.tsx';
import { queryClient } from '../../lib/api/query-client.ts';
import { loadMessages } from '../../lib/i18n/load-messages.ts';
import { $loginState } from '../../lib/stores/session.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { AGENT_MENU, DEFAULT_AGENT_SECTION } from './sections.ts';
import type { AgentMessageKey, AgentMessages } from './messages.ts';
import { Loading } from '../member/Loading.tsx';
import { contractInfoQuery } from '../../lib/agent-contracts/contract-calls.ts';
import { enabledContractPages } from './contracts/enabled.ts';
// Linked when the centre opens, not imported: an imported stylesheet of this lazy island would be inlined into every
// page's head. The account record (transaction details) keeps the member centre's look.
import centreCss from '../../styles/agent-centre.css?url';
import StrokeIcon from '../common/StrokeIcon.tsx';
import { MENU } from '../../components/shell/icon-paths.ts';

interface Props {
  locale: Locale;
  onClose: () => void;
}

export const labelOf = (messages: AgentMessages, key: string) => messages[`agent.${key}` as AgentMessageKey] ?? key;

export default function AgentCentre({ locale, onClose }: Props) {
  const login = useStore($loginState);
  const [messages, setMessages] = useState<AgentMessages | null>(null);
  const [current, setCurrent] = useState(DEFAULT_AGENT_SECTION);
  const [menuOpen, setMenuOpen] = useState(false);
  const contractInfo = useQuery({ ...contractInfoQuery(), enabled: login.isAgent }, queryClient);

  useEffect(() => {
    loadMessages<AgentMessages>('agent', locale)
      .then(setMessages)
      .catch(() => onClose());
  }, [locale]);
  useEffect(() => {
    if (!login.isAgent) onClose();
  }, [login.isAgent]);
  if (!messages || !login.isAgent) return null;

  const contractPages = enabledContractPages(contractInfo.data);
  const entries = AGENT_MENU.filter((entry) => !entry.contractPage || contractPages[entry.contractPage]);
  const entry = entries.find((e) => e.key === current) ?? entries[0]!;
  const Section = entry.section;
  const choose = (key: string) => {
    setCurrent(key);
    setMenuOpen(false);
  };

  return (
    <Modal
      title={messages['agent.title']}
      onClose={onClose}
      closeLabel={messages['modal.close']}
      width={1040}
      minHeight={560}
    >
      {/* React holds the centre back until the sheet has loaded, so it never shows unstyled. */}
      <link rel="stylesheet" href={centreCss} precedence="agent" />
      <div className="agent-centre">
        <button
          type="button"
          className="button agent-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="agent-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <StrokeIcon paths={MENU} /> {labelOf(messages, entry.key)}
        </button>
        <nav
          id="agent-menu"
          className={`agent-menu${menuOpen ? ' agent-menu--open' : ''}`}
          aria-label={messages['agent.menu']}
        >
          <ul>
            {entries.map((e) => (
              <li key={e.key}>
                <button
                  type="button"
                  aria-current={e.key === entry.key ? 'page' : undefined}
                  onClick={() => choose(e.key)}
                >
                  {labelOf(messages, e.key)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="agent-section" aria-labelledby="agent-section-title">
          <h3 id="agent-section-title">{labelOf(messages, entry.key)}</h3>
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<Loading messages={messages} />}>
              <Section locale={locale} messages={messages} />
            </Suspense>
          </QueryClientProvider>
        </section>
      </div>
    </Modal>
  );
}
