/** The merchant's live-chat hours and away message; a merchant without a row is always open with no away message. */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { isOpenAt } from './hours.ts';

export interface HoursView {
  open: boolean;
  opensAt: string | null;
  closesAt: string | null;
  /** Shown to the player while closed. */
  awayMessage: string | null;
}

export async function hoursNow(ctx: PlatformContext, language: MessageLanguage): Promise<HoursView> {
  const row = await ctx.db
    .selectFrom('chat_settings')
    .selectAll()
    .where('merchant_code', '=', ctx.config.merchantCode)
    .executeTakeFirst();
  if (!row) return { open: true, opensAt: null, closesAt: null, awayMessage: null };
  const open = isOpenAt(
    { opensAt: row.opens_at, closesAt: row.closes_at, utcOffsetMinutes: Number(row.utc_offset_minutes) },
    ctx.now(),
  );
  return {
    open,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    awayMessage: open ? null : language === 'bn' ? row.away_bn : row.away_en,
  };
}
