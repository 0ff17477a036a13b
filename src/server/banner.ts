/**
 * What demo mode prints once the server is ready: where the site is (Bengali and English), which accounts to
 * use, how to reach the operator command and the outbox, where the data lives and how to start over.
 */
import { DEMO_ACCOUNTS } from '../../platform/db/seed/accounts.ts';
import { TEAM_ACCOUNTS } from '../../platform/db/seed/agent-team.ts';

export interface BannerFacts {
  origin: string;
  /** The SQLite file's directory, or a description of the PostgreSQL / remote platform in use. */
  dataDir: string;
  database: 'new' | 'reused' | 'postgres' | 'remote';
  outbox: boolean;
  /** Where the live chat's operators find their password: a file (demo's generated one) or the setting's name. */
  chatPassword?: string;
}

/** What an account is for, as the person trying the demo needs it: its role first (a sub-agent is no member). */
function accountNote(account: (typeof DEMO_ACCOUNTS)[number]): string {
  if (account.accountType === 1) return `agent, invitation code ${account.affiliateCode}`;
  if (account.accountType === 2)
    return `sub-agent under ${account.upline}, contracts demo, code ${account.affiliateCode}`;
  if (account.password === '123456') return 'must change the password at login';
  return `${account.clubLabel} member`;
}

/** The agent team's head (seeded with 30 days of its team's play): the one to open for the agent reports. */
const TEAM_LEAD = TEAM_ACCOUNTS.find((a) => a.username === 'teamlead')!;
const TEAM_LEAD_LINE = {
  login: `${TEAM_LEAD.username} / Demo1234`,
  note: `sub-agent under ${TEAM_LEAD.upline} with a team and 30 days of reports, code ${TEAM_LEAD.affiliateCode}`,
};

const DATABASE_NOTE: Record<BannerFacts['database'], string> = {
  new: 'new database, seeded with the demo',
  reused: 'existing database reused (nothing re-seeded)',
  postgres: 'PostgreSQL (DATABASE_URL)',
  remote: 'platform proxied to PLATFORM_URL',
};

export function demoBanner(facts: BannerFacts): string {
  const rule = '─'.repeat(72);
  const lines = [
    ...DEMO_ACCOUNTS.map((a) => ({ login: `${a.username} / ${a.password}`, note: accountNote(a) })),
    TEAM_LEAD_LINE,
  ];
  const width = Math.max(...lines.map((line) => line.login.length));
  const accounts = lines.map(
    (line, i) => `${i === 0 ? ' Accounts ' : '          '} ${line.login.padEnd(width)}   ${line.note}`,
  );
  return [
    rule,
    ' Lotus Play is running in DEMO mode: test accounts, test money, nothing real.',
    ' লোটাস প্লে ডেমো মোডে চলছে: পরীক্ষার অ্যাকাউন্ট, পরীক্ষার টাকা।',
    rule,
    ` বাংলা     ${facts.origin}/`,
    ` English   ${facts.origin}/en/`,
    ...accounts,
    ' Operator  npm run ops          (another terminal; lists the verbs, e.g. npm run ops -- flags)',
    ...(facts.outbox
      ? [` Outbox    ${facts.origin}/wps/dev/outbox?channel=sms   (SMS codes and mails; this machine only)`]
      : []),
    ...(facts.chatPassword
      ? [` Chat      ${facts.origin}/en/ops/chat   (operators answer players; password: ${facts.chatPassword})`]
      : []),
    ` Data      ${facts.dataDir}   ${DATABASE_NOTE[facts.database]}`,
    ...(facts.database === 'new' || facts.database === 'reused'
      ? [` Reset     stop, delete that directory, npm start again: a fresh copy of the seed`]
      : []),
    ' Stop      Ctrl-C',
    rule,
  ].join('\n');
}
