/** Spec 9 launch constants: what every launchGameV2 request carries besides the game and the language. */
export const LAUNCH_CONSTANTS = {
  accountType: 1,
  confirmTrans: 0,
  clientType: 3,
  launchMode: 'GLS',
  platform: 'html5-desktop',
} as const;
