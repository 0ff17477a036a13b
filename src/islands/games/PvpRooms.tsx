/**
 * The PVP lobby's shared bingo rooms: each room's seats taken and its countdown to the next draw, from
 * GLS2_roomList (asked again every few seconds), and a button that enters the room through launchGame and the
 * game frame. Members and trials pass the play gate as for any game.
 */
import { useEffect, useState } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../lib/api/query-client.ts';
import { gamesErrorText } from './error-text.ts';
import { playGate } from '../../lib/auth/login-gate.ts';
import { fetchRoomUrl, fetchRooms, secondsUntil, type PvpRoom } from '../../lib/games/pvp-rooms.ts';
import { storeGameUrl } from '../../lib/games/launch-call.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { readStorage, writeStorage } from '../../lib/stores/browser-storage.ts';
import { LOBBY_KEY } from './use-launcher.ts';
import type { GamesMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: GamesMessages;
}

const REFRESH_MS = 3_000;

/** Re-renders every half second so the countdowns move between list refreshes. */
function useDeviceClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function RoomsBody({ locale, messages }: Props) {
  const language = readStorage('local', 'lang') ?? locale;
  const rooms = useQuery({
    queryKey: ['pvp-rooms', language],
    // The platform's clock against the device's, taken when the answer arrives.
    queryFn: async () => {
      const list = await fetchRooms(language);
      return { list, offset: list[0] ? list[0].serverTime - Date.now() : 0 };
    },
    refetchInterval: REFRESH_MS,
  });
  const now = useDeviceClock();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function enter(room: PvpRoom) {
    setError(null);
    if (!playGate()) return;
    setBusy(true);
    try {
      storeGameUrl(await fetchRoomUrl(room.gameId, room.vassalage, language));
      writeStorage('session', LOBBY_KEY, window.location.pathname + window.location.search);
      window.location.assign(localizedPath('/game', locale));
    } catch (caught) {
      const message = gamesErrorText(caught, messages);
      setError(format(messages['games.launchFailed'], { message }));
      setBusy(false);
    }
  }

  if (rooms.isPending)
    return (
      <p role="status" className="games-state">
        {messages['games.rooms.loading']}
      </p>
    );
  if (rooms.isError || !rooms.data)
    return (
      <p role="alert" className="games-state games-alert">
        {messages['games.rooms.failed']}
      </p>
    );
  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title">
      <h2 id="pvp-rooms-title">{messages['games.rooms.title']}</h2>
      <ul>
        {rooms.data.list.map((room) => {
          const seconds = secondsUntil(room.nextDrawTime, now, rooms.data.offset);
          return (
            <li key={`${room.vassalage}/${room.gameId}`} className="pvp-room" aria-label={room.gameName}>
              <strong>{room.gameName}</strong>
              <span>
                {format(messages['games.rooms.seats'], { taken: String(room.seatsTaken), seats: String(room.seats) })}
              </span>
              <span>{format(messages['games.rooms.countdown'], { seconds: String(seconds) })}</span>
              <span>{format(messages['games.rooms.price'], { price: room.cardPrice })}</span>
              <button type="button" disabled={busy} onClick={() => void enter(room)}>
                {format(messages['games.rooms.join'], { name: room.gameName })}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="alert" className="games-alert">
        {error}
      </p>
    </section>
  );
}

export default function PvpRooms(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RoomsBody {...props} />
    </QueryClientProvider>
  );
}
