/** A mission in words: its title from its kind, target and category, and its progress as "x of y", in the page's language. */
import type { MissionState } from '../../../lib/missions/mission-calls.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatCount } from '../../../lib/format/number.ts';
import { format } from '../../../lib/i18n/format-message.ts';
import type { Locale } from '../../../lib/i18n/locales.ts';
import type { MemberMessages } from '../messages.ts';

const inMoney = (mission: MissionState) => mission.kind === 'deposit' || mission.kind === 'bet';

/** The target or progress of a mission as shown: money for deposits and stakes, a count otherwise. */
export function measureText(mission: MissionState, value: string, locale: Locale, currencySymbol: string): string {
  return inMoney(mission) ? formatMoney(value, locale, currencySymbol) : formatCount(Number(value), locale);
}

export function missionTitle(
  mission: MissionState,
  messages: MemberMessages,
  locale: Locale,
  currencySymbol: string,
): string {
  const target = measureText(mission, mission.target, locale, currencySymbol);
  const category = mission.categoryName ?? '';
  switch (mission.kind) {
    case 'deposit':
      return format(messages['mission.title.deposit'], { amount: target });
    case 'bet':
      return format(messages[category ? 'mission.title.bet' : 'mission.title.betAny'], { amount: target, category });
    case 'rounds':
      return format(messages[category ? 'mission.title.rounds' : 'mission.title.roundsAny'], {
        count: target,
        category,
      });
    case 'login':
      return format(messages['mission.title.login'], { count: target });
  }
}

export function progressText(
  mission: MissionState,
  messages: MemberMessages,
  locale: Locale,
  currencySymbol: string,
): string {
  return format(messages['mission.of'], {
    progress: measureText(mission, mission.progress, locale, currencySymbol),
    target: measureText(mission, mission.target, locale, currencySymbol),
  });
}
