/** My Account: choose one of the committed avatars; the header shows the choice at once. */
import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { AVATARS, avatarPath, type Avatar } from '../../../lib/avatars/avatars.ts';
import { saveAvatar } from '../../../lib/avatars/avatar-calls.ts';
import { $avatar, loadAvatar, setAvatar } from '../../../lib/stores/avatar.ts';
import { moneyErrorText } from '../money-error.ts';
import type { MemberMessages } from '../messages.ts';

export default function AvatarPicker({ messages }: { messages: MemberMessages }) {
  const current = useStore($avatar);
  const [chosen, setChosen] = useState<Avatar | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    void loadAvatar();
  }, []);
  const selected = chosen ?? current;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    setPending(true);
    setStatus(null);
    try {
      const answer = await saveAvatar(selected);
      setAvatar(answer.icon);
      setChosen(null);
      setStatus({ text: messages['avatar.saved'], failed: false });
    } catch (error) {
      setStatus({ text: moneyErrorText(error, messages), failed: true });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} aria-busy={pending}>
      <h3>{messages['avatar.title']}</h3>
      <fieldset className="avatar-choices">
        <legend>{messages['avatar.choose']}</legend>
        {AVATARS.map((avatar) => (
          <label key={avatar} className="avatar-choice">
            <input
              type="radio"
              name="avatar"
              value={avatar}
              checked={selected === avatar}
              onChange={() => setChosen(avatar)}
            />
            <img src={avatarPath(avatar)} alt={messages[`avatar.name.${avatar}`]} width={52} height={52} />
          </label>
        ))}
      </fieldset>
      {status && (
        <p className={status.failed ? 'form-error' : 'form-note'} role={status.failed ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={pending || !selected}>
        {pending ? messages['money.pending'] : messages['avatar.save']}
      </button>
    </form>
  );
}
