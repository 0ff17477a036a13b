/** $avatar: the signed-in player's avatar, shown in the header and chosen in My Account; null until loaded or when signed out. */
import { atom } from 'nanostores';
import { fetchAvatar } from '../avatars/avatar-calls.ts';
import type { Avatar } from '../../../contract/rules/avatars.ts';

export const $avatar = atom<Avatar | null>(null);

let loading: Promise<void> | null = null;

/** Loads the avatar once per page; a failure leaves the header without one rather than guessing. */
export function loadAvatar(): Promise<void> {
  loading ??= fetchAvatar().then(
    (answer) => {
      $avatar.set(answer.icon);
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

export function setAvatar(avatar: Avatar): void {
  $avatar.set(avatar);
}

/** Signed out: the next sign-in loads its own avatar. */
export function forgetAvatar(): void {
  loading = null;
  $avatar.set(null);
}
