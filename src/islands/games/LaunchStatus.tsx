/** What the launcher and the favourite toggle have to say: opening, or why it failed. */
import type { GamesMessages } from './messages.ts';

export default function LaunchStatus({
  busy,
  error,
  messages,
}: {
  busy: boolean;
  error: string | null;
  messages: GamesMessages;
}) {
  if (error)
    return (
      <p role="alert" className="games-alert">
        {error}
      </p>
    );
  return (
    <p role="status" className="games-live">
      {busy ? messages['games.launching'] : ''}
    </p>
  );
}
