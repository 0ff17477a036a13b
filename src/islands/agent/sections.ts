/**
 * The agent centre's menu (spec 2 "Agent centre"), in the spec's order, and the section each key opens; sections
 * load on demand. A section gets `SectionProps`: the page's locale and the agent message group (agent.*, and the
 * member centre's keys it shares).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { AgentMessages } from './messages.ts';
import type { ContractPageKey } from './contracts/enabled.ts';

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
   * A contract's page (spec 2): shown only when the agent's consolidated contract info (AGENTPOLICY3) enables its
   * contract type. Entries without it always show.
   */
  contractPage?: ContractPageKey;
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
  // The contract pages, in the spec's order, each gated by its contract type (divtypereq, dailysalreqtype,
  // contracthoursalreq, realtimesalreqtype); the same pages are linkable from the member centre (decisions.md).
  { key: 'dividend', section: lazy(() => import('./contracts/Dividend.tsx')), contractPage: 'dividend' },
  { key: 'dailySalary', section: lazy(() => import('./contracts/DailySalary.tsx')), contractPage: 'dailySalary' },
  { key: 'hourlySalary', section: lazy(() => import('./contracts/HourlySalary.tsx')), contractPage: 'hourlySalary' },
  {
    key: 'realtimeSalary',
    section: lazy(() => import('./contracts/RealtimeSalary.tsx')),
    contractPage: 'realtimeSalary',
  },
];

export const DEFAULT_AGENT_SECTION = 'teamOverview';
