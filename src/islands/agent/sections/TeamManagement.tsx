/**
 * Team management (spec 2): the downline tree one level at a time (a sub-agent's name opens its own team), a search
 * by username over every level, each member's status, balance and last login, and a transfer to a direct downline
 * with both balances shown and a confirmation step.
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Pagination from '../../common/Pagination.tsx';
import TextField from '../../common/TextField.tsx';
import { teamMembersQuery } from '../../../lib/agent/agent-queries.ts';
import type { TeamMember } from '../../../lib/agent/agent-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/datetime.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import { LoadFailed, Loading } from '../../member/Loading.tsx';
import { moneyErrorText } from '../../member/money-error.ts';
import DownlineTransfer from '../DownlineTransfer.tsx';
import type { AgentMessageKey } from '../messages.ts';
import type { AgentSectionProps } from '../sections.ts';

export default function TeamManagement({ locale, messages }: AgentSectionProps) {
  const [path, setPath] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const parent = path.at(-1);
  const { data, isPending, isError, error, refetch } = useQuery(
    teamMembersQuery({ ...(parent && !search ? { parent } : {}), ...(search ? { search } : {}), page }),
  );
  const money = (minor: string) => formatMoney(minor, locale, data?.currencySymbol ?? '');
  const open = (next: string[]) => {
    setPath(next);
    setSearch('');
    setTyped('');
    setPage(1);
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };

  return (
    <>
      <form className="agent-search" onSubmit={find} role="search">
        <TextField label={messages['agent.team.search']} value={typed} onChange={setTyped} maxLength={64} />
        <button type="submit" className="button">
          {messages['agent.team.searchButton']}
        </button>
        {(search || path.length > 0) && (
          <button type="button" className="button" onClick={() => open([])}>
            {messages['agent.team.clear']}
          </button>
        )}
      </form>
      {!search && path.length > 0 && (
        <nav className="agent-path" aria-label={messages['agent.team.path']}>
          <button type="button" className="link-button" onClick={() => open([])}>
            {messages['agent.team.root']}
          </button>
          {path.map((name, i) => (
            <span key={name}>
              {' › '}
              <button
                type="button"
                className="link-button"
                aria-current={i === path.length - 1 ? 'page' : undefined}
                onClick={() => open(path.slice(0, i + 1))}
              >
                {name}
              </button>
            </span>
          ))}
        </nav>
      )}
      {transferTo && (
        <DownlineTransfer
          key={transferTo.username}
          member={data?.items.find((m) => m.username === transferTo.username) ?? transferTo}
          currencySymbol={data?.currencySymbol ?? ''}
          locale={locale}
          messages={messages}
          onClose={() => setTransferTo(null)}
        />
      )}
      {isPending ? (
        <Loading messages={messages} />
      ) : isError ? (
        search || parent ? (
          <p role="alert">{moneyErrorText(error, messages)}</p>
        ) : (
          <LoadFailed messages={messages} retry={() => void refetch()} />
        )
      ) : data.items.length === 0 ? (
        <p role="status">{messages[search ? 'agent.team.noMatch' : 'agent.team.empty']}</p>
      ) : (
        <>
          <table className="agent-table agent-cards">
            <thead>
              <tr>
                <th scope="col">{messages['agent.team.username']}</th>
                <th scope="col">{messages['agent.team.level']}</th>
                <th scope="col">{messages['agent.team.type']}</th>
                <th scope="col">{messages['agent.team.status']}</th>
                <th scope="col" className="num">
                  {messages['agent.team.balance']}
                </th>
                <th scope="col">{messages['agent.team.lastLogin']}</th>
                <th scope="col" className="num">
                  {messages['agent.team.downline']}
                </th>
                <th scope="col">{messages['agent.team.actions']}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((m) => (
                <tr key={m.username}>
                  <th scope="row">
                    {m.downlineCount > 0 ? (
                      <button
                        type="button"
                        className="link-button"
                        aria-label={format(messages['agent.team.open'], { name: m.username })}
                        onClick={() => open(search ? [m.username] : [...path, m.username])}
                      >
                        {m.username}
                      </button>
                    ) : (
                      m.username
                    )}
                  </th>
                  <td data-label={messages['agent.team.level']}>{formatCount(m.level, locale)}</td>
                  <td data-label={messages['agent.team.type']}>
                    {messages[`agent.type.${m.accountType}` as AgentMessageKey] ?? messages['agent.type.1']}
                  </td>
                  <td data-label={messages['agent.team.status']}>{messages[`agent.team.status.${m.status}`]}</td>
                  <td className="num" data-label={messages['agent.team.balance']}>
                    {money(m.balanceMinor)}
                  </td>
                  <td data-label={messages['agent.team.lastLogin']}>
                    {m.lastLoginAt ? formatDateTime(m.lastLoginAt, locale) : messages['agent.team.never']}
                  </td>
                  <td className="num" data-label={messages['agent.team.downline']}>
                    {formatCount(m.downlineCount, locale)}
                  </td>
                  <td>
                    {m.level === 1 && m.status === 'active' && (
                      <button
                        type="button"
                        className="button"
                        aria-label={format(messages['agent.team.transferTo'], { name: m.username })}
                        onClick={() => setTransferTo(m)}
                      >
                        {messages['agent.team.transfer']}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={data.page} pageCount={data.pageCount} onSelect={setPage} messages={messages} />
        </>
      )}
    </>
  );
}
