/** The game category filter of the team reports (the catalogue's categories, or all games). */
import { useId } from 'react';
import { TEAM_CATEGORIES } from '../../lib/agent/categories.ts';
import type { TeamCategory } from '../../lib/agent/agent-calls.ts';
import type { AgentMessageKey, AgentMessages } from './messages.ts';

interface Props {
  value: TeamCategory;
  onChange: (value: TeamCategory) => void;
  messages: AgentMessages;
}

export const categoryLabel = (messages: AgentMessages, category: string) =>
  messages[`agent.category.${category}` as AgentMessageKey] ?? messages['agent.category.other'];

export default function CategorySelect({ value, onChange, messages }: Props) {
  const id = useId();
  return (
    <div className="form-field agent-category">
      <label htmlFor={id}>{messages['agent.category']}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as TeamCategory)}>
        {TEAM_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryLabel(messages, category)}
          </option>
        ))}
      </select>
    </div>
  );
}
