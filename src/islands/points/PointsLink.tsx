/**
 * The way to the point mall from the VIP centre and the reward centre (issue 27): every bet earns points, so a
 * member sees how many they hold and one link to spend them; a guest or a trial account sees what points are
 * for and the same link. The balance is read once when shown; a failed read leaves only the link (the mall
 * itself says why it cannot load).
 */
import { useEffect, useState } from 'react';
import { format } from '../../lib/i18n/format-message.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import { fetchPointsBalance } from '../../lib/points/points-calls.ts';
import { pointsText } from './points-text.ts';

export interface PointsLinkTexts {
  title: string;
  /** With {{points}}. */
  value: string;
  open: string;
  /** Shown instead of the balance when there is no member to read it for. */
  guest?: string;
}

interface Props {
  locale: Locale;
  member: boolean;
  texts: PointsLinkTexts;
  /** The heading level of the card's title where it stands. */
  heading?: 'h2' | 'h3';
  className?: string;
}

export default function PointsLink({ locale, member, texts, heading = 'h2', className = 'card' }: Props) {
  const [points, setPoints] = useState<string | null>(null);

  useEffect(() => {
    if (!member) {
      setPoints(null);
      return;
    }
    let live = true;
    fetchPointsBalance().then(
      (balance) => live && setPoints(balance.points),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [member]);

  const Heading = heading;
  return (
    <section className={`${className} points-link`} aria-labelledby="points-link-title">
      <Heading id="points-link-title">{texts.title}</Heading>
      {member ? (
        <p className="points-link-value" aria-live="polite" aria-busy={points === null}>
          {points !== null && format(texts.value, { points: pointsText(points, locale) })}
        </p>
      ) : (
        texts.guest && <p>{texts.guest}</p>
      )}
      <a className="button" href={localizedPath('/pointMall', locale)}>
        {texts.open}
      </a>
    </section>
  );
}
