/**
 * /sports opens the first sports vendor's game directly (spec 2); /sports?vassalage=DS88 (the nav's sabong
 * item) opens that vendor instead. A guest gets the login gate and a button to try again after logging in.
 * Plain calls, no query cache: one vendor list and one game list per visit, and the page stays light.
 */
import { useEffect, useState } from 'react';
import { fetchGameList, fetchMenus } from '../../lib/games/game-calls.ts';
import type { Game } from '../../lib/games/game-types.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { format } from '../../lib/i18n/format-message.ts';
import LaunchStatus from './LaunchStatus.tsx';
import { useLauncher } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

type State = { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'ready'; game: Game };

async function firstSportsGame(wanted: string | null): Promise<Game | undefined> {
  const cards = (await fetchMenus()).categories.SPORTS?.cards ?? [];
  const vendor = cards.find((c) => c.vassalage === wanted) ?? cards[0];
  return vendor ? (await fetchGameList({ vassalage: vendor.vassalage }))[0] : undefined;
}

export default function SportsLauncher({ locale, messages }: { locale: Locale; messages: GamesMessages }) {
  const launcher = useLauncher(locale, messages);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    firstSportsGame(new URLSearchParams(window.location.search).get('vassalage')).then(
      (game) => {
        setState(game ? { kind: 'ready', game } : { kind: 'none' });
        // Once per page view: a refused gate must not reopen the login popup on every render.
        if (game) void launcher.open(game);
      },
      () => setState({ kind: 'failed' }),
    );
  }, []);

  if (state.kind === 'loading')
    return (
      <p role="status" className="games-state">
        {messages['games.loading']}
      </p>
    );
  if (state.kind === 'none')
    return (
      <p role="status" className="games-state">
        {messages['games.sportsNone']}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="games-state">
        {messages['games.failed']}
      </p>
    );
  return (
    <div className="lobby">
      <LaunchStatus busy={launcher.busy} error={launcher.error} messages={messages} />
      <button
        type="button"
        className="button button--primary"
        disabled={launcher.busy}
        onClick={() => void launcher.open(state.game)}
      >
        {format(messages['games.sportsOpen'], { name: state.game.name })}
      </button>
    </div>
  );
}
