import type { ReactNode } from 'react';
import type { Match } from '@trybuna/api-client';
import { effectiveStartTime, formatMatchDate } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { club } from '@/lib/server/site';
import styles from './match-centre.module.css';

/**
 * 001 §2 match centre header details (server HTML): the date and time in the club's zone in
 * the match format of 001 §9 ('dddd, dd.mm.yyyy, HH:MM', '-' for an hour not yet defined),
 * the venue and the competition; each left out when the match has none.
 */
export function MatchDetails({ match, locale }: { match: Match; locale: SiteLocale }) {
  const t = translator(locale);
  const when = formatMatchDate(match, club.timeZone, locale);
  const venue = match.venue?.name ?? '';
  const competition = [match.competition?.name, match.round].filter(Boolean).join(' · ');
  const rows: { key: string; label: string; value: ReactNode }[] = [
    ...(when
      ? [
          {
            key: 'when',
            label: t('matchCentre.when'),
            value: <time dateTime={effectiveStartTime(match)}>{when}</time>,
          },
        ]
      : []),
    ...(venue ? [{ key: 'venue', label: t('matchCentre.venue'), value: venue }] : []),
    ...(competition
      ? [{ key: 'competition', label: t('matchCentre.competition'), value: competition }]
      : []),
  ];
  if (rows.length === 0) return null;
  return (
    <dl className={styles.details}>
      {rows.map((row) => (
        <div key={row.key} className={styles.detail}>
          <dt className="visually-hidden">{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
