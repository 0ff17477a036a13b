/**
 * The member centre (spec 2, personal-centre menu): a menu of the spec's label keys and the chosen section,
 * by the `page` query (/member?page=transferFund). Guests and trial accounts get the login gate instead. Mission
 * activity's item carries a badge with the number of mission rewards waiting to be claimed (spec 2).
 */
import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { $loginState } from '../../lib/stores/session.ts';
import { localizedPath } from '../../lib/i18n/locales.ts';
import { contractInfoQuery } from '../../lib/agent-contracts/contract-calls.ts';
import { enabledContractPages } from '../agent/contracts/enabled.ts';
import { AGENT_CONTRACT_KEYS, MENU_KEYS, SECTIONS, isMenuKey, type MenuKey, type SectionProps } from './sections.ts';
import MissionBadge from './missions/MissionBadge.tsx';
import { useSectionFlags } from './use-section-flags.ts';
import StrokeIcon from '../common/StrokeIcon.tsx';
import { MENU } from '../../components/shell/icon-paths.ts';

const DEFAULT_SECTION: MenuKey = 'transferFund';

function sectionFromAddress(): MenuKey {
  const page = new URLSearchParams(window.location.search).get('page');
  return isMenuKey(page) ? page : DEFAULT_SECTION;
}

export default function MemberCentre({ locale, messages }: SectionProps) {
  const login = useStore($loginState);
  const [section, setSection] = useState<MenuKey | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const flags = useSectionFlags();
  // Agents see the contract pages their consolidated contract info enables (asked only when AGENTPOLICY3 is on).
  const contractInfo = useQuery({ ...contractInfoQuery(), enabled: login.isAgent && !login.isTrial }, queryClient);
  const contractPages = enabledContractPages(contractInfo.data);

  useEffect(() => {
    setSection(sectionFromAddress());
    const onPop = () => setSection(sectionFromAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  if (!login.isLogin || login.isTrial || !section) return null;
  // Cashback's and invite friends' pages wait until the merchant's switches are known; off, they are not offered.
  if ((section === 'manualRebate' || section === 'referral') && flags === null) return null;
  // A contract page waits for the agent's contract info in the same way.
  const contractSection = (AGENT_CONTRACT_KEYS as readonly MenuKey[]).includes(section);
  if (contractSection && login.isAgent && contractInfo.isPending) return null;
  const keys: readonly MenuKey[] = [
    ...MENU_KEYS.filter(
      (key) => (key !== 'manualRebate' || flags?.cashback === true) && (key !== 'referral' || flags?.referral === true),
    ),
    ...AGENT_CONTRACT_KEYS.filter((key) => contractPages[key]),
  ];
  const shown: MenuKey = keys.includes(section) ? section : DEFAULT_SECTION;

  const choose = (key: MenuKey) => (event: React.MouseEvent) => {
    // Sections switch in place; the address keeps the key so a reload or a shared link opens the same one.
    event.preventDefault();
    window.history.pushState(null, '', `${localizedPath('/member', locale)}?page=${key}`);
    setSection(key);
    setMenuOpen(false);
  };
  const Section = SECTIONS[shown];

  return (
    <div className="member-centre">
      <button
        type="button"
        className="button member-menu-toggle"
        aria-expanded={menuOpen}
        aria-label={`${messages['centre.open']}: ${messages[`centre.${shown}`]}`}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <StrokeIcon paths={MENU} /> {messages[`centre.${shown}`]}
      </button>
      <nav className={`member-menu${menuOpen ? ' member-menu--open' : ''}`} aria-label={messages['centre.menu']}>
        <button
          type="button"
          className="icon-button member-menu-close"
          aria-label={messages['centre.close']}
          onClick={() => setMenuOpen(false)}
        >
          ×
        </button>
        {/* The shell opens it (data-open-modal), so the modal store stays out of this island's code. */}
        {login.isAgent && (
          <button type="button" className="button button--primary member-agent-centre" data-open-modal="agent">
            {messages['centre.agentCentre']}
          </button>
        )}
        <ul>
          {keys.map((key) => (
            <li key={key}>
              <a
                href={`${localizedPath('/member', locale)}?page=${key}`}
                aria-current={key === shown ? 'page' : undefined}
                onClick={choose(key)}
              >
                {messages[`centre.${key}`]}
                {key === 'missionLeaderboard' && <MissionBadge locale={locale} messages={messages} />}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="member-section" aria-labelledby="member-section-title">
        <h2 id="member-section-title">{messages[`centre.${shown}`]}</h2>
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<p role="status">{messages['centre.loading']}</p>}>
            <Section locale={locale} messages={messages} />
          </Suspense>
        </QueryClientProvider>
      </section>
    </div>
  );
}
