/**
 * The shell's small behaviours, without React: side menu toggle, theme, language choice,
 * customer service, and buttons that open modals. State the pre-paint script reads is kept in localStorage.
 */
import { writeStorage } from '../../lib/stores/browser-storage.ts';
import { openModal, isModalName } from '../../lib/stores/modal.ts';
import { chooseLanguage } from '../../lib/i18n/choose-language.ts';
import { $loginState } from '../../lib/stores/session.ts';
import { loginGate } from '../../lib/auth/login-gate.ts';
import { cookieSaysSignedIn } from '../../lib/auth/signed-in-mark.ts';
import { setUpDisclaimer } from './disclaimer-gate.ts';
import { afterDisclaimer } from '../../lib/site/disclaimer.ts';

const root = document.documentElement;
const wide = window.matchMedia('(min-width: 1024px)');

function sideIsOpen(): boolean {
  const state = root.dataset.side;
  return state ? state === 'open' : wide.matches;
}

function syncSideButtons(): void {
  const open = sideIsOpen();
  for (const button of document.querySelectorAll<HTMLElement>('button[data-side-toggle]')) {
    button.setAttribute('aria-expanded', String(open));
  }
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (target.closest('[data-side-toggle]')) {
    const next = sideIsOpen() ? 'closed' : 'open';
    root.dataset.side = next;
    // Only the wide-screen column is remembered; on phones the drawer is opened for one errand and a
    // new page starts with it closed, so it never covers the page the visitor just asked for.
    if (wide.matches) writeStorage('local', 'sideMenu', next);
    syncSideButtons();
    return;
  }
  if (target.closest('[data-theme-toggle]')) {
    const next = root.dataset.theme === 'light' ? 'dark' : 'light';
    root.dataset.theme = next;
    writeStorage('local', 'theme', next);
    return;
  }
  if (target.closest('[data-customer-service]')) {
    // The popup opens inside the click, so no blocker stops it; the code that fills it loads now, not with
    // every page.
    const popup = window.open('', 'customer-service', 'width=440,height=500');
    void import('../../lib/support/customer-service.ts')
      .then(({ openCustomerService }) => openCustomerService($loginState.get(), popup))
      .catch(() => popup?.close());
    return;
  }
  // The deposit and account links (header, phone tab bar): members go to the member centre's section, guests get
  // the login popup, trials the warning.
  if (target.closest('[data-deposit-gate], [data-member-gate]')) {
    if (!loginGate()) event.preventDefault();
    return;
  }
  const opener = target.closest<HTMLElement>('[data-open-modal]');
  if (opener && isModalName(opener.dataset.openModal)) {
    event.preventDefault();
    openModal(opener.dataset.openModal);
  }
});

document.addEventListener('keydown', (event) => {
  // Esc also closes the side menu drawer on phones.
  if (
    event.key === 'Escape' &&
    !wide.matches &&
    root.dataset.side === 'open' &&
    !document.querySelector('dialog[open]')
  ) {
    root.dataset.side = 'closed';
    syncSideButtons();
  }
});

for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-language-select]')) {
  const stored = window.localStorage.getItem('lang');
  if (stored && [...select.options].some((o) => o.value === stored)) select.value = stored;
  const note = document.getElementById('language-note');
  if (note) note.hidden = select.value === 'bn' || select.value === 'en';
  // The selector's options are the offered languages (drawn on the server), so the page carries no table of them.
  const offered = [...select.options].map((option) => option.value);
  select.addEventListener('change', () => chooseLanguage(select.value, offered));
}

wide.addEventListener('change', syncSideButtons);
syncSideButtons();

// Member pages ask for a real account as soon as they open (spec 4, login gate). A tab without a token whose
// cookie says signed in (a member page opened in a new tab) gets its session back first: the gate asks only a
// real guest, never for the password over a page that shows the member's name. The restore code loads only then.
if (document.querySelector('[data-login-gate="member"]')) {
  afterDisclaimer(() => {
    if (!cookieSaysSignedIn() || $loginState.get().isLogin) {
      loginGate();
      return;
    }
    void import('../../lib/auth/session-restore.ts')
      .then(({ restoreSession }) => restoreSession())
      .then(() => {
        // A cookie whose session had ended already brought the login popup saying so.
        if ($loginState.get().isLogin || document.querySelector('dialog[open]')) return;
        loginGate();
      });
  });
}

setUpDisclaimer();
