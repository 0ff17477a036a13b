/**
 * The modal every dialog uses (spec 2): a native modal <dialog> (the page behind is inert), Esc closes
 * unless the modal is not dismissible, focus stays inside and returns where it was, the page keeps its
 * scroll and does not move while open. Default size 600 x 300.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { lockBodyScroll } from '../../lib/ui/scroll-lock.ts';

export interface ModalProps {
  title: string;
  onClose: () => void;
  /** False for the disclaimer: no close button, Esc and the backdrop do nothing. */
  dismissible?: boolean;
  closeLabel: string;
  width?: number;
  minHeight?: number;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function Modal({
  title,
  onClose,
  dismissible = true,
  closeLabel,
  width = 600,
  minHeight = 300,
  children,
  footer,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      unlock();
      returnFocus?.focus();
    };
  }, []);

  // Keep Tab inside the dialog (the browser would otherwise move on to its own controls).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-modal="true"
      style={{ ['--modal-width' as string]: `${width}px`, ['--modal-min-height' as string]: `${minHeight}px` }}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === ref.current) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="modal-panel">
        <header className="modal-head">
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-foot">{footer}</footer>}
      </div>
    </dialog>
  );
}
