/** What a section shows while its data loads or when loading failed (with a retry). */
import type { MemberMessages } from './messages.ts';

export function Loading({ messages }: { messages: MemberMessages }) {
  return <p role="status">{messages['centre.loading']}</p>;
}

export function LoadFailed({ messages, retry }: { messages: MemberMessages; retry: () => void }) {
  return (
    <p role="alert">
      {messages['centre.failed']}{' '}
      <button type="button" className="button" onClick={retry}>
        {messages['centre.retry']}
      </button>
    </p>
  );
}
