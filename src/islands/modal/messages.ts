/** The messages the modal root hands to its modals. */
import type { Messages } from '../../lib/i18n/format-message.ts';

export const MODAL_MESSAGE_KEYS = [
  'modal.close', 'notice.title', 'notice.empty', 'notice.loading', 'notice.error', 'notice.retry',
  'disclaimer.title', 'disclaimer.intro', 'disclaimer.age', 'disclaimer.terms', 'disclaimer.readTerms',
  'disclaimer.accept', 'disclaimer.age_limit',
  'pagination.label', 'pagination.first', 'pagination.prev', 'pagination.next', 'pagination.last', 'pagination.page',
] as const;

export type ModalMessages = Messages<(typeof MODAL_MESSAGE_KEYS)[number]>;
