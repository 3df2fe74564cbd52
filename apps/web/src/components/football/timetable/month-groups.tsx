import type { Match } from '@trybuna/api-client';
import { groupMatchesByMonth, monthHeading, type FootballVariant } from '@trybuna/domain';
import type { SiteLocale } from '@/lib/i18n';
import { MatchCard } from '@/components/football/match-card/match-card';
import styles from './timetable.module.css';

/**
 * 001 §2: the matches grouped by the year and month of their effective start in the club's time
 * zone, each group under its month heading, each match a card.
 */
export function MonthGroups({
  matches,
  variant,
  locale,
  timeZone,
  apiBase,
  ownOrigins,
}: {
  matches: readonly Match[];
  variant: FootballVariant;
  locale: SiteLocale;
  timeZone: string;
  apiBase: string;
  ownOrigins: readonly string[];
}) {
  return groupMatchesByMonth(matches, timeZone).map((group) => (
    <section key={group.key} aria-labelledby={`month-${group.key}`} className={styles.month}>
      <h2 id={`month-${group.key}`} className={styles.monthHeading}>
        {monthHeading(group.year, group.month, locale)}
      </h2>
      <ul className={styles.cards}>
        {group.matches.map((match) => (
          <li key={match.id}>
            <MatchCard
              match={match}
              variant={variant}
              locale={locale}
              timeZone={timeZone}
              apiBase={apiBase}
              ownOrigins={ownOrigins}
            />
          </li>
        ))}
      </ul>
    </section>
  ));
}
