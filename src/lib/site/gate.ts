/** What the status gate tells the maintenance and restriction pages. */
export interface GateInfo {
  systemStatus: 1 | 2;
  ip: string;
  country: string | null;
  contactUrl: string | null;
}
