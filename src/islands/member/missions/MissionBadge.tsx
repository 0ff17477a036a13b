/**
 * The badge on the Mission Activity menu item (spec 2): the open-mission count, here the missions completed and
 * not claimed yet, shown only when above 0. It reads the same summary as the page, so a claim updates it at once.
 */
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/api/query-client.ts';
import { missionSummaryQuery } from '../../../lib/missions/mission-queries.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { SectionProps } from '../sections.ts';

export default function MissionBadge({ locale, messages }: SectionProps) {
  const { data } = useQuery(missionSummaryQuery(), queryClient);
  const count = data?.openCount ?? 0;
  if (count <= 0) return null;
  return (
    <span className="badge mission-badge">
      <span aria-hidden="true">{formatCount(count, locale)}</span>
      <span className="visually-hidden">
        {format(messages['mission.badge'], { count: formatCount(count, locale) })}
      </span>
    </span>
  );
}
