/**
 * Fills {{name}} placeholders in a message. Browser-safe: kept apart from the message sets and i18next
 * so that an island importing it does not pull them into its bundle.
 */
export type Messages<K extends string = string> = Record<K, string>;

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
