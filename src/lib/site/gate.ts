/**
 * What the status gate tells the maintenance and restriction pages.
 * @public typed into App.Locals by src/env.d.ts, which the dead-code check does not read.
 */
export interface GateInfo {
  systemStatus: 1 | 2;
  ip: string;
  country: string | null;
  contactUrl: string | null;
}
