/**
 * Routes of spec 2 whose features arrive with later work: each already answers with its real frame
 * (layout, title, navigation) and says plainly that the section opens soon; no made-up content.
 */
import type { MessageKey } from '../i18n/translate.ts';

export type FrameLayout = 'full' | 'header' | 'header-footer';

export interface FramePage {
  path: string;
  title: MessageKey;
  lead: MessageKey;
  layout: FrameLayout;
  /** Member features (spec 4, login gate): guests get the login popup, trial accounts the register warning. */
  gate?: 'member';
}

export const FRAME_PAGES: readonly FramePage[] = [
  { path: 'vip', title: 'page.vip', lead: 'page.vip.lead', layout: 'full', gate: 'member' },
];
