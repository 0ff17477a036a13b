/** Notice data (spec 3): player notices, banners, popup notices and promotion notices, in one call. */
import type { NoticeData } from '../../../contract/calls/notices.ts';
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { AGENT_ANNOUNCEMENT_TYPE } from './repository.ts';

export async function noticeData(ctx: PlatformContext, language: MessageLanguage): Promise<NoticeData> {
  const merchant = ctx.config.merchantCode;
  const [notices, banners] = await Promise.all([
    ctx.db
      .selectFrom('notices')
      .select(['id', 'announcement_type', 'title', 'content', 'popup', 'created_at'])
      .where('merchant_code', '=', merchant)
      .where('lang', '=', language)
      // Announcements for agents (agent/announcements.ts) are the agent centre's only.
      .where('announcement_type', '!=', AGENT_ANNOUNCEMENT_TYPE)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    ctx.db
      .selectFrom('banners')
      .select(['group_name', 'url'])
      .where('merchant_code', '=', merchant)
      .where('lang', '=', language)
      .orderBy('sort')
      .execute(),
  ]);
  const shaped = notices.map((n) => ({
    id: n.id,
    type: n.announcement_type,
    title: n.title,
    content: n.content,
    createdAt: n.created_at,
  }));
  return {
    playerNotices: shaped.filter((n) => n.type !== 'PR'),
    popup: shaped.filter((_, i) => notices[i]!.popup === 1),
    promotion: shaped.filter((n) => n.type === 'PR'),
    banners: banners.map((b) => ({ groupName: b.group_name, url: b.url })),
  };
}
