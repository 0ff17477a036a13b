/**
 * The member centre (spec 2, personal-centre menu): a menu of the spec's label keys and the chosen section,
 * by the `page` query (/member?page=transferFund). Guests and trial accounts get the login gate instead.
 */
import { Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { $loginState } from '../../lib/stores/session.ts';
import { localizedPath } from '../../lib/i18n/locales.ts';
import { MENU_KEYS, SECTIONS, isMenuKey, type MenuKey, type SectionProps } from './sections.ts';

const DEFAULT_SECTION: MenuKey = 'transferFund';

function sectionFromAddress(): MenuKey {
  const page = new URLSearchParams(window.location.search).get('page');
  return isMenuKey(page) ? page : DEFAULT_SECTION;
}

export default function MemberCentre({ locale, messages }: SectionProps) {
  const login = useStore($loginState);
  const [section, setSection] = useState<MenuKey | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    setSection(sectionFromAddress());
    const onPop = () => setSection(sectionFromAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  if (!login.isLogin || login.isTrial || !section) return null;

  const choose = (key: MenuKey) => (event: React.MouseEvent) => {
    // Sections switch in place; the address keeps the key so a reload or a shared link opens the same one.
    event.preventDefault();
    window.history.pushState(null, '', `${localizedPath('/member', locale)}?page=${key}`);
    setSection(key);
    setMenuOpen(false);
  };
  const Section = SECTIONS[section];

  return (
    <div className="member-centre">
      <button
        type="button"
        className="button member-menu-toggle"
        aria-expanded={menuOpen}
        aria-label={`${messages['centre.open']}: ${messages[`centre.${section}`]}`}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        ☰ {messages[`centre.${section}`]}
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
          {MENU_KEYS.map((key) => (
            <li key={key}>
              <a
                href={`${localizedPath('/member', locale)}?page=${key}`}
                aria-current={key === section ? 'page' : undefined}
                onClick={choose(key)}
              >
                {messages[`centre.${key}`]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="member-section" aria-labelledby="member-section-title">
        <h2 id="member-section-title">{messages[`centre.${section}`]}</h2>
        {Section ? (
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<p role="status">{messages['centre.loading']}</p>}>
              <Section locale={locale} messages={messages} />
            </Suspense>
          </QueryClientProvider>
        ) : (
          <p className="card" role="status">
            {messages['centre.notYet']}
          </p>
        )}
      </section>
    </div>
  );
}
