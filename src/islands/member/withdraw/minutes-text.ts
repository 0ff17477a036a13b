/** The spec's confirmation texts carry the minutes as {0} (spec 4), not as a named {{placeholder}}. */
export function withMinutes(text: string, minutes: number): string {
  return text.replaceAll('{0}', String(minutes));
}
