/** The signed-in player's avatar beside the account name in the header (decorative: the name says who it is). */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $avatar, forgetAvatar, loadAvatar } from '../../lib/stores/avatar.ts';
import { avatarPath } from '../../lib/avatars/avatars.ts';

/** Rendered only while signed in; unmounting (sign-out) forgets the avatar. */
export default function HeaderAvatar() {
  const avatar = useStore($avatar);
  useEffect(() => {
    void loadAvatar();
    return forgetAvatar;
  }, []);
  if (!avatar) return null;
  return <img className="header-avatar" src={avatarPath(avatar)} alt="" width={32} height={32} data-avatar={avatar} />;
}
