/** The chrome's small line icons, drawn here (24 × 24, stroked in the text colour); hidden from screen readers. */
const PATHS = {
  shield: '<path d="M12 2.5 4 5.6v5.9c0 5 3.4 8.8 8 10 4.6-1.2 8-5 8-10V5.6z"/><path d="m8.2 12.2 2.6 2.6 5-5.2"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  soundOn: '<path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z"/><path d="M15.5 9a4.2 4.2 0 0 1 0 6M18 6.5a7.8 7.8 0 0 1 0 11"/>',
  soundOff: '<path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z"/><path d="m16 9.5 5 5m0-5-5 5"/>',
  minus: '<path d="M6 12h12"/>',
  plus: '<path d="M6 12h12M12 6v12"/>',
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName, className = 'icon'): string {
  return (
    `<svg class="${className}" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" ` +
    `stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${PATHS[name]}</svg>`
  );
}
