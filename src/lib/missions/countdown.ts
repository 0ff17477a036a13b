/** A period's countdown, free of React: whole days and a hh:mm:ss clock of the time left (never below zero). */

export interface TimeLeft {
  days: number;
  /** hh:mm:ss of the part below a day, in Western digits (the caller writes it in the page's digits). */
  clock: string;
  over: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function timeLeft(endsAtIso: string, nowMs: number): TimeLeft {
  const leftMs = Math.max(0, Date.parse(endsAtIso) - nowMs);
  const seconds = Math.floor(leftMs / 1000);
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
    over: leftMs === 0,
  };
}
