/** Business hours of the live chat: 'HH:MM' opening and closing in the merchant's local time (a fixed UTC offset). */
export interface ChatHours {
  opensAt: string;
  closesAt: string;
  utcOffsetMinutes: number;
}

const MINUTES_PER_DAY = 24 * 60;

function minuteOfDay(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an HH:MM time: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Open at this instant? Equal opening and closing mean always open; closing before opening spans midnight. */
export function isOpenAt(hours: ChatHours, nowMs: number): boolean {
  const opens = minuteOfDay(hours.opensAt);
  const closes = minuteOfDay(hours.closesAt);
  if (opens === closes) return true;
  const utcMinute = Math.floor(nowMs / 60_000);
  const local = (((utcMinute + hours.utcOffsetMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return opens < closes ? local >= opens && local < closes : local >= opens || local < closes;
}
