/**
 * The agent centre's menu (spec 2 "Agent centre"), in the spec's order, and the section each key opens; sections
 * load on demand. A section gets `SectionProps`: the page's locale and the agent message group (agent.*, and the
 * member centre's keys it shares).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { AgentMessages } from './messages.ts';

export interface AgentSectionProps {
  locale: Locale;
  messages: AgentMessages;
}

export type AgentSection = LazyExoticComponent<ComponentType<AgentSectionProps>>;

export interface AgentMenuEntry {
  /** The spec's key; its label is the message `agent.<key>`. */
  key: string;
  section: AgentSection;
  /**
   * Whether the entry shows (spec 2: a contract's page only when its contract type is enabled). Entries without it
   * always show; it may read a store, such as the consolidated contract info loaded when AGENTPOLICY3 is on.
   */
  shown?: () => boolean;
}

export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { key: 'announcement', section: lazy(() => import('./sections/Announcement.tsx')) },
  { key: 'teamOverview', section: lazy(() => import('./sections/TeamOverview.tsx')) },
  { key: 'registerAccount', section: lazy(() => import('./sections/RegisterAccount.tsx')) },
  { key: 'teamManagement', section: lazy(() => import('./sections/TeamManagement.tsx')) },
  { key: 'teamBetting', section: lazy(() => import('./sections/TeamBetting.tsx')) },
  { key: 'userProfit', section: lazy(() => import('./sections/UserProfit.tsx')) },
  { key: 'myIncome', section: lazy(() => import('./sections/MyIncome.tsx')) },
  { key: 'transactionDetails', section: lazy(() => import('./sections/TransactionDetails.tsx')) },
  // The contract entries come here, in the spec's order, each with its `shown` gate (contract work, issue 18):
  // dividend (divtypereq), dailySalary (dailysalreqtype), hourlySalary (contracthoursalreq),
  // realtimeSalary (realtimesalreqtype); their labels are `agent.<key>` in locales/<lang>/agent.json.
];

export const DEFAULT_AGENT_SECTION = 'teamOverview';
