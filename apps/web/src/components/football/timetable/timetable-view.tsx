import type { Match, Standing } from '@trybuna/api-client';
import type { FootballVariant, TimetableTab } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { LeagueTable } from '@/components/football/league-table/league-table';
import { CalendarLinks } from './calendar-links';
import { MonthGroups } from './month-groups';
import { TeamSwitcher } from './team-switcher';
import { TimetableTabs } from './timetable-tabs';
import styles from './timetable.module.css';

export interface TimetableViewProps {
  variant: FootballVariant;
  /** The tab's matches or tables could not be read: no 'empty' text (the data-load toast says why). */
  failed?: boolean | undefined;
  locale: SiteLocale;
  title: string;
  /** Every team of the sub-site in route order, and the index of this one. */
  teams: readonly { id: string; name?: string | null }[];
  teamIndex: number;
  tab: TimetableTab;
  /** The upcoming or played matches (empty on the tables tab). */
  matches: readonly Match[];
  /** The tables tab: the league(s) the team plays in. */
  tables: readonly { group: { id: string; name?: string | null }; rows: readonly Standing[] }[];
  /** The team's current squad: its row is the club's own in the tables. */
  squadId: string;
  /** The club's configured names (own rows of clubs without a squad link). */
  ownNames: readonly string[];
  /** The https URL of the team's calendar feed (none: no calendar links). */
  feedUrl: string | null;
  timeZone: string;
  apiBase: string;
  ownOrigins: readonly string[];
}

/**
 * 001 §2 timetable of one team: its title, the team switcher, the three tabs, then the matches
 * as cards grouped by month, or the league table(s) the team plays in; 'Brak pozycji do
 * wyświetlania' when there is nothing; the team's calendar feed links at the end.
 */
export function TimetableView(props: TimetableViewProps) {
  const { variant, locale, tab, teamIndex } = props;
  const t = translator(locale);
  const empty = props.failed ? null : <p className={styles.empty}>{t('timetable.empty')}</p>;
  let body;
  if (tab.hash === 'tables') {
    body =
      props.tables.length === 0
        ? empty
        : props.tables.map(({ group, rows }) => (
            <LeagueTable
              key={group.id}
              id={group.id}
              caption={group.name ?? t('statistics.group')}
              rows={rows}
              ownNames={props.ownNames}
              ownSquadId={props.squadId}
              locale={locale}
              apiBase={props.apiBase}
            />
          ));
  } else {
    body =
      props.matches.length === 0 ? (
        empty
      ) : (
        <MonthGroups
          matches={props.matches}
          variant={variant}
          locale={locale}
          timeZone={props.timeZone}
          apiBase={props.apiBase}
          ownOrigins={props.ownOrigins}
        />
      );
  }
  return (
    <div className={`container ${styles.timetable}`}>
      <h1 className={styles.title}>{props.title}</h1>
      <TeamSwitcher
        variant={variant}
        teams={props.teams}
        teamIndex={teamIndex}
        tab={tab}
        label={t('timetable.teams')}
      />
      <TimetableTabs
        variant={variant}
        teamIndex={teamIndex}
        tab={tab}
        label={t('timetable.tabs')}
      />
      <div className={styles.body}>{body}</div>
      {props.feedUrl ? (
        <CalendarLinks
          feedUrl={props.feedUrl}
          labels={{
            heading: t('timetable.calendar'),
            subscribe: t('timetable.addToCalendar'),
            download: t('timetable.downloadCalendar'),
            hint: t('timetable.calendarHint'),
          }}
        />
      ) : null}
    </div>
  );
}
