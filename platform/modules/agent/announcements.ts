/** Announcements for agents (spec 2): the notices of type AG, which the player-facing notice calls never show. */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { AGENT_ANNOUNCEMENT_TYPE, listAnnouncements } from '../notices/index.ts';

export async function agentAnnouncements(
  ctx: PlatformContext,
  language: MessageLanguage,
  q: { page: number; pageSize: number },
) {
  const { rows, total } = await listAnnouncements(ctx.db, {
    merchant: ctx.config.merchantCode,
    lang: language,
    types: [AGENT_ANNOUNCEMENT_TYPE],
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return {
    list: rows.map((r) => ({
      id: r.id,
      type: r.announcement_type,
      title: r.title,
      content: r.content,
      popup: r.popup === 1,
      createdAt: r.created_at,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}
