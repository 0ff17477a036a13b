/** The messages the modal root hands to its modals. */
import type { Messages } from '../../lib/i18n/format-message.ts';

export const MODAL_MESSAGE_KEYS = [
  'modal.close',
  'notice.title',
  'notice.empty',
  'notice.loading',
  'notice.error',
  'notice.retry',
  'helpModal.title',
  'helpModal.more',
  'chunk.title',
  'chunk.slow',
  'pagination.label',
  'pagination.first',
  'pagination.prev',
  'pagination.next',
  'pagination.last',
  'pagination.page',
] as const;

export type ModalMessages = Messages<(typeof MODAL_MESSAGE_KEYS)[number]>;
