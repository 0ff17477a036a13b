/** $modals: the stack of open modals by name; the modal root renders them. */
import { atom } from 'nanostores';

export const MODAL_NAMES = [
  'notice',
  'help',
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'logout',
  'trial',
  'welcome',
  'agent',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];
/** The account modals, rendered by src/islands/auth/AccountModal.tsx. */
export type AccountModalName = Exclude<ModalName, 'notice' | 'help' | 'agent'>;

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
  return (MODAL_NAMES as readonly unknown[]).includes(value);
}

/** Replaces every open account modal with this one (login → forgot password, register → login …). */
export function switchModal(name: ModalName, props?: Record<string, unknown>): void {
  const others = $modals.get().filter((m) => m.name === 'notice' || m.name === 'help');
  $modals.set([...others, { name, ...(props ? { props } : {}) }]);
}
