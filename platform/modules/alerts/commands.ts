/** `alerts [count]`: what the platform reported for an operator to look at (operator_alerts), newest first. */
import { latestAlerts } from './repository.ts';
import { UsageError, type Command } from '../../operator-command.ts';

export const ALERT_COMMANDS: Record<string, Command> = {
  alerts: {
    usage: 'alerts [count]',
    async run(ctx, [count]) {
      const limit = count === undefined ? 50 : Number(count);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new UsageError(`expected a count from 1 to 1000, got ${count}`);
      const rows = await latestAlerts(ctx.db, ctx.config.merchantCode, limit);
      if (rows.length === 0) return 'no alerts';
      return rows
        .map((row) => {
          const detail = Object.entries(JSON.parse(row.detail) as Record<string, string>)
            .map(([key, value]) => `${key}=${value}`)
            .join(' ');
          return `#${row.id} ${row.created_at} ${row.kind} ${row.subject} member=${row.member_id ?? '-'} ${detail}`;
        })
        .join('\n');
    },
  },
};
