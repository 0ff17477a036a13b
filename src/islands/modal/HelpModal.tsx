/**
 * The help modal (spec 2 modals: helpModal): the merchant's w_help banner and its help-centre sections
 * (GET /wps/system/helpCenter), with a link to the full help page.
 */
import { useEffect, useState } from 'react';
import Modal from './Modal.tsx';
import { bannerOf, loadHelpCentre, type HelpSection } from '../../lib/site/system-calls.ts';
import { sanitizeHtml } from '../../lib/ui/sanitize.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { ModalMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: ModalMessages;
  onClose: () => void;
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; sections: HelpSection[]; banner: string | null };

async function loadHelp(): Promise<{ sections: HelpSection[]; banner: string | null }> {
  const [help, banner] = await Promise.all([loadHelpCentre(), bannerOf('w_help')]);
  return { sections: help.sections, banner };
}

export default function HelpModal({ locale, messages, onClose }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadHelp().then(
      (help) => live && setState({ kind: 'ready', ...help }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <Modal title={messages['helpModal.title']} onClose={onClose} closeLabel={messages['modal.close']}>
      {state.kind === 'loading' && <p role="status">{messages['notice.loading']}</p>}
      {state.kind === 'failed' && (
        <p role="alert">
          {messages['notice.error']}{' '}
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {messages['notice.retry']}
          </button>
        </p>
      )}
      {state.kind === 'ready' && (
        <>
          {state.banner && <img className="modal-banner" src={state.banner} alt="" width="1200" height="300" />}
          {state.sections.map((s) => (
            <section key={s.anchor} className="help-modal-section" aria-labelledby={`help-modal-${s.anchor}`}>
              <h3 id={`help-modal-${s.anchor}`}>{s.title}</h3>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, sanitized by the allow-list just here. */}
              <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(s.body) }} />
            </section>
          ))}
          <p>
            <a href={localizedPath('/help', locale)}>{messages['helpModal.more']}</a>
          </p>
        </>
      )}
    </Modal>
  );
}
