/** A seconds countdown for the send-code buttons (spec 4: expiredMinutes x 60 s, refused while above 0). */
import { useEffect, useState } from 'react';

export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [endsAt, now]);
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    seconds,
    start: (length) => {
      const at = Date.now();
      setNow(at);
      setEndsAt(at + length * 1000);
    },
  };
}

/** True at most once per `ms` (spec 9: captcha refresh and SMS button throttle 1 s). */
export function createThrottle(ms: number): () => boolean {
  let last = -Infinity;
  return () => {
    const at = Date.now();
    if (at - last < ms) return false;
    last = at;
    return true;
  };
}
