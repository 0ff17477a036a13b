/**
 * Loads the recently-played row only for a logged-in member: guests (most first visits) never download the
 * game grid, the launcher or the query library for it, which keeps content pages inside their script budget.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $loginState } from '../../lib/stores/session.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { GamesMessages } from './messages.ts';

const RecentGames = lazy(() => import('./RecentGames.tsx'));

interface Props {
  locale: Locale;
  messages: GamesMessages;
}

export default function RecentGamesLoader(props: Props) {
  const login = useStore($loginState);
  // The server renders no session: the first browser render matches it, and the row follows once mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !login.isLogin || login.isTrial) return null;
  return (
    <Suspense fallback={null}>
      <RecentGames {...props} />
    </Suspense>
  );
}
