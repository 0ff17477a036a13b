/**
 * Renders the open modals from $modals, loading each modal's code only when it first opens. On the home
 * page it shows the popup notices once per session, after the disclaimer (DisclaimerGate.astro) if due.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $modals, closeModal, openModal, type ModalName } from '../../lib/stores/modal.ts';
import { $session } from '../../lib/stores/session.ts';
import { afterDisclaimer } from '../../lib/site/disclaimer.ts';
import { readStorage, writeStorage } from '../../lib/stores/browser-storage.ts';
import { restoreSession } from '../../lib/auth/session-restore.ts';
import { forgetEndedSession, showEndedSessionPopup } from '../../lib/auth/session-ended.ts';
import { fetchNotices, type Notice } from '../../lib/notices/queries.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { ModalMessages } from './messages.ts';
import { withChunkTimeout } from '../../lib/ui/chunk-timeout.ts';
import ChunkBoundary from './ChunkBoundary.tsx';

// Each modal's code loads on its first open, within the chunk time-out (spec 4).
const NoticeModal = lazy(withChunkTimeout(() => import('./NoticeModal.tsx')));
const AccountModal = lazy(withChunkTimeout(() => import('../auth/AccountModal.tsx')));
const HelpModal = lazy(withChunkTimeout(() => import('./HelpModal.tsx')));
const AgentCentre = lazy(withChunkTimeout(() => import('../agent/AgentCentre.tsx')));

/** /register and /register.html serve the home page with the registration modal requested (spec 2). */
const REGISTER_PATH = /^(\/en)?\/register(\.html)?\/?$/;

interface Props {
  locale: Locale;
  messages: ModalMessages;
  popupNotices: boolean;
}

async function showPopupNotices(): Promise<void> {
  if (readStorage('session', 'popupSeen') === 'true') return;
  const data = await fetchNotices();
  if (data.popup.length === 0) return;
  writeStorage('session', 'popupSeen', 'true');
  openModal('notice', { popup: data.popup });
}

export default function ModalRoot({ locale, messages, popupNotices }: Props) {
  const modals = useStore($modals);

  // Every page has this island: a tab without a token gets the session of its cookie back here.
  useEffect(() => {
    showEndedSessionPopup();
    void restoreSession();
  }, []);

  // Nothing opens on top of a due disclaimer: the register modal and popup notices wait for it.
  useEffect(
    () =>
      afterDisclaimer(() => {
        if (REGISTER_PATH.test(window.location.pathname) && !$session.get()) openModal('register');
        if (popupNotices) void showPopupNotices().catch(() => undefined);
      }),
    [popupNotices],
  );

  const close = (name: ModalName) => () => {
    if (name === 'login') forgetEndedSession();
    closeModal(name);
  };

  return (
    <ChunkBoundary messages={messages} onDismiss={() => $modals.set([])}>
      <Suspense fallback={null}>
        {modals.map(({ name, props }) => {
          if (name === 'notice') {
            return (
              <NoticeModal
                key={name}
                locale={locale}
                messages={messages}
                onClose={close(name)}
                popup={props?.popup as Notice[] | undefined}
              />
            );
          }
          if (name === 'help')
            return <HelpModal key={name} locale={locale} messages={messages} onClose={close(name)} />;
          if (name === 'agent') return <AgentCentre key={name} locale={locale} onClose={close(name)} />;
          return <AccountModal key={name} name={name} locale={locale} props={props} onClose={close(name)} />;
        })}
      </Suspense>
    </ChunkBoundary>
  );
}
