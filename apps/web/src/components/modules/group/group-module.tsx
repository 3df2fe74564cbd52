import { club } from '@trybuna/config';
import { isOwnClubName, tableExcerpt, TIMETABLE_TABS, timetablePath } from '@trybuna/domain';
import Link from 'next/link';
import { translator } from '@/lib/i18n';
import { LeagueTable } from '@/components/football/league-table/league-table';
import { footballData } from '@/lib/football-module-data';
import styles from '@/components/football/statistics/statistics.module.css';
import { footballVariant } from '@/components/modules/match/match-module';
import type { ModuleProps } from '@/components/modules/types';
import { groupPayloadSchema } from './schema';

// 'Tabele wyników' (001 §2 timetable tabs).
const TABLES_TAB = TIMETABLE_TABS[2];

/**
 * 001 §2 `group` module (its display is not shown): the group's standings as a league table
 * (001 §3 columns, form marks, zone captions in a legend, the club's own row by its configured
 * names). A long table is shown as an excerpt (`tableExcerpt`: the top three and the club's row
 * with its neighbours) followed by a link to the whole table on the tables tab of the club's
 * team in it ('Tabele wyników'), when the server found that team on this site. Renders nothing
 * without the data the server attaches (`football_data`).
 */
export function GroupModule({ component, context }: ModuleProps) {
  const data = footballData(component, 'group');
  if (!data) return null;
  const { title } = groupPayloadSchema.parse(component);
  const t = translator(context.locale);
  const groupName = data.rows[0]?.group?.name ?? null;
  const id = `group-${component.id}`;
  const ownNames = [club.displayName, club.academyClubName];
  const tables = data.tables?.variant === footballVariant(context) ? data.tables : null;
  const rows = tables
    ? tableExcerpt(data.rows, (row) => isOwnClubName(row.club?.name, ownNames))
    : data.rows;
  return (
    <section className={`container ${styles.statistics}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title ?? groupName ?? t('statistics.group')}
      </h2>
      {data.rows.length === 0 ? (
        <p className={styles.empty}>{t('statistics.empty')}</p>
      ) : (
        <LeagueTable
          id={component.id}
          caption={groupName ?? title ?? t('statistics.group')}
          rows={rows}
          ownNames={ownNames}
          locale={context.locale}
          {...(context.apiBase ? { apiBase: context.apiBase } : {})}
        />
      )}
      {tables && rows.length < data.rows.length ? (
        <p className={styles.tablesLink}>
          <Link href={timetablePath(tables.variant, tables.teamIndex, TABLES_TAB)}>
            {TABLES_TAB.title}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
