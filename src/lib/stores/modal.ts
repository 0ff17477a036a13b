/** $modals: the stack of open modals by name; the modal root renders them. */
import { atom } from 'nanostores';

export type ModalName = 'notice' | 'disclaimer';

export interface OpenModal {
  name: ModalName;
  props?: Record<string, unknown>;
}

export const $modals = atom<OpenModal[]>([]);

export function openModal(name: ModalName, props?: Record<string, unknown>): void {
  if ($modals.get().some((m) => m.name === name)) return;
  $modals.set([...$modals.get(), { name, ...(props ? { props } : {}) }]);
}

export function closeModal(name: ModalName): void {
  $modals.set($modals.get().filter((m) => m.name !== name));
}

export function isModalName(value: unknown): value is ModalName {
  return value === 'notice' || value === 'disclaimer';
}
