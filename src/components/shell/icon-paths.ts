/**
 * Stroke icons (24x24, drawn for this site) used by the shell. Each value is the inner SVG markup. The few that
 * React islands draw too are exported one by one, so an island's script carries only the icons it shows.
 */
export const MENU = '<path d="M4 6h16M4 12h16M4 18h16"/>';
export const REFRESH = '<path d="M20 6v5h-5"/><path d="M19 11a7 7 0 1 0-2 5"/>';
export const EYE = '<path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>';
export const EYE_OFF =
  '<path d="M3 3l18 18M10.5 6.2A9 9 0 0 1 12 6c6 0 10 6 10 6a17 17 0 0 1-3 3.4M6.3 7.8A17 17 0 0 0 2 12s4 6 10 6a9 9 0 0 0 3.7-.8"/>';

export const ICONS = {
  menu: MENU,
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  home: '<path d="M4 11l8-7 8 7v9H4z"/><path d="M10 20v-6h4v6"/>',
  flame: '<path d="M12 3c3 4 6 6.5 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3 0-5 1-8z"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  bingo: '<rect x="4" y="4" width="16" height="16" rx="2"/><path d="M4 10h16M4 15h16M10 4v16M15 4v16"/>',
  lottery: '<circle cx="8" cy="9" r="4"/><circle cx="16" cy="15" r="4"/><path d="M8 7v4M16 13v4"/>',
  live: '<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M8 3l4 3 4-3"/><circle cx="12" cy="12.5" r="2.5"/>',
  sabong: '<path d="M6 18c0-5 3-8 7-8l3-4 1 4c2 1 3 3 3 5H9"/><path d="M9 18l-1 3M13 18l1 3"/>',
  sports: '<circle cx="12" cy="12" r="9"/><path d="M12 7l4 3-1.5 5h-5L8 10z"/>',
  fish: '<path d="M3 12c3-4 7-6 11-6 3 0 5 3 7 6-2 3-4 6-7 6-4 0-8-2-11-6z"/><path d="M3 12l-1 4M3 12l-1-4"/><circle cx="16" cy="11" r="1"/>',
  slots:
    '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M9 5v14M15 5v14"/><path d="M5 12h2M11 12h2M17 12h2"/>',
  pvp: '<path d="M5 19l9-9M19 19l-9-9"/><path d="M14 10l3-6 3 1-1 3-5 2zM10 10L7 4 4 5l1 3 5 2z"/>',
  esports: '<rect x="3" y="8" width="18" height="9" rx="4"/><path d="M8 11v3M6.5 12.5h3M15 12h.01M17 13.5h.01"/>',
  deposit: '<path d="M12 4v11M7 10l5 5 5-5"/><path d="M4 19h16"/>',
  withdraw: '<path d="M12 15V4M7 9l5-5 5 5"/><path d="M4 19h16"/>',
  gift: '<rect x="4" y="9" width="16" height="11" rx="1"/><path d="M3 9h18M12 9v11M12 9c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M3 20c0-4 3-6 6-6s6 2 6 6"/><circle cx="17" cy="9" r="2.5"/><path d="M16 14c3 0 5 2 5 5"/>',
  promotion: '<path d="M4 10v4l12 5V5z"/><path d="M16 9a3 3 0 0 1 0 6M7 15l1 5h3l-1-4"/>',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01"/>',
  download: '<path d="M12 4v11M7 10l5 5 5-5"/><rect x="4" y="17" width="16" height="3" rx="1"/>',
  headset:
    '<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="14" width="4" height="6" rx="1"/><rect x="17" y="14" width="4" height="6" rx="1"/>',
  language: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18"/>',
  login: '<path d="M14 5h5v14h-5"/><path d="M9 8l4 4-4 4M13 12H4"/>',
  refresh: REFRESH,
  eye: EYE,
  eyeOff: EYE_OFF,
  vip: '<path d="M3 8l4 9h10l4-9-5 3-4-6-4 6z"/>',
  record: '<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M9 8h6M9 12h6M9 16h3"/>',
  shield: '<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"/><path d="M9 12l2 2 4-4"/>',
  chart: '<path d="M4 20V4M4 20h16"/><path d="M8 16v-4M12 16V8M16 16v-6"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>',
  wallet: '<rect x="3" y="6" width="18" height="13" rx="2"/><path d="M16 12.5h.01M3 9h18"/>',
  chevron: '<path d="M6 9l6 6 6-6"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M2 12h2M20 12h2M5 5l1.5 1.5M17.5 17.5L19 19M5 19l1.5-1.5M17.5 6.5L19 5"/>',
  moon: '<path d="M20 14.5A8 8 0 1 1 9.5 4 6.5 6.5 0 0 0 20 14.5z"/>',
  cashback:
    '<circle cx="12" cy="12" r="9"/><path d="M15 9h-4a1.5 1.5 0 0 0 0 3h2a1.5 1.5 0 0 1 0 3H9M12 7v2M12 15v2"/>',
  bell: '<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 20a2 2 0 0 0 4 0"/>',
  grid: '<rect x="4" y="4" width="7" height="7" rx="1"/><rect x="13" y="4" width="7" height="7" rx="1"/><rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/>',
  // A casino chip: a ring with the notches on its edge.
  chip: '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4.5"/><path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.2 2.2M16.2 16.2l2.2 2.2M18.4 5.6l-2.2 2.2M7.8 16.2l-2.2 2.2"/>',
  // A wallet with a plus: money going in.
  walletIn:
    '<path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V7z"/><path d="M4 7l11-3v3"/><path d="M12 10.5v6M9 13.5h6"/>',
  // A stack of coins seen from the side: points that turn into prizes.
  coins:
    '<ellipse cx="12" cy="6" rx="7" ry="2.5"/><path d="M5 6v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6"/><path d="M5 10v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4"/><path d="M5 14v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.5 3.5-7 8-7s8 2.5 8 7"/>',
} as const;

export type IconName = keyof typeof ICONS;
