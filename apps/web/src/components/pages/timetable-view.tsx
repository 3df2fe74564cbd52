import Link from 'next/link';
import type { Match, Standing } from '@trybuna/api-client';
import { groupMatchesByMonth, TIMETABLE_TABS, type TimetableTab } from '@trybuna/domain';
import type { SiteLocale } from '../../lib/i18n';
import { ScrollRegion } from '../shell/scroll-region';
import styles from './football.module.css';

function score(match: Match): string {
  const live = match.status === 'live' || match.status === 'ended';
  return live
    ? `${String(match.home_squad_score ?? 0)} : ${String(match.away_squad_score ?? 0)}`
    : 'vs';
}

function when(match: Match, locale: SiteLocale, timeZone: string): string {
  const date = new Date(match.postponed_start_time ?? match.start_time ?? 0);
  const day = date.toLocaleDateString(locale === 'en' ? 'en-GB' : 'pl-PL', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  });
  if (match.hour_time_not_yet_defined) return `${day} | -`;
  const time = date.toLocaleTimeString('pl-PL', { hour: '2-digit', minute: '2-digit', timeZone });
  return `${day} | ${time}`;
}

const MONTH = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 001 §2 timetable: three tabs; matches grouped by month; league tables with their zones. */
export function TimetableView({
  basePath,
  tab,
  title,
  matches,
  tables,
  locale,
  timeZone,
}: {
  /** `/pilka-nozna/terminarz` (or a further team's) — the tabs are `{basePath}/{segment}`. */
  basePath: string | null;
  tab: TimetableTab;
  title: string;
  matches: readonly Match[];
  tables: readonly { id: string; rows: readonly Standing[] }[];
  locale: SiteLocale;
  timeZone: string;
}) {
  return (
    <div className="container">
      <div className={styles.teamHead}>
        <h1>{title}</h1>
      </div>
      {basePath ? (
        <nav aria-label="Terminarz" className={styles.tabs}>
          <ul>
            {TIMETABLE_TABS.map((t) => (
              <li key={t.segment}>
                <Link
                  href={`${basePath}/${t.segment}`}
                  scroll={false}
                  aria-current={t.segment === tab.segment ? 'page' : undefined}
                >
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {tab.hash === 'tables' ? (
        tables.map((table) => (
          <ScrollRegion key={table.id} labelledBy={`table-${table.id}`}>
            <table className={styles.table}>
              <caption id={`table-${table.id}`}>{table.rows[0]?.group?.name ?? 'Tabela'}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Drużyna</th>
                  <th scope="col">M</th>
                  <th scope="col">Z</th>
                  <th scope="col">R</th>
                  <th scope="col">P</th>
                  <th scope="col">Bramki</th>
                  <th scope="col">Pkt</th>
                  <th scope="col">Forma</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.id} data-zone={row.zone ?? undefined}>
                    <td>{row.position}</td>
                    <th scope="row">{row.club?.name}</th>
                    <td>{row.matches}</td>
                    <td>{row.wins}</td>
                    <td>{row.draws}</td>
                    <td>{row.losses}</td>
                    <td>{row.goals}</td>
                    <td>{row.points}</td>
                    <td>{row.form}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ))
      ) : matches.length === 0 ? (
        <p className={styles.muted}>Brak pozycji do wyświetlania</p>
      ) : (
        groupMatchesByMonth(
          matches.map((m) => ({
            ...m,
            start_time: m.start_time ?? '',
            postponed_start_time: m.postponed_start_time ?? null,
          })),
          timeZone,
        ).map((group) => (
          <section key={group.key} aria-labelledby={`month-${group.key}`} className={styles.group}>
            <h2 id={`month-${group.key}`}>
              {MONTH.format(new Date(Date.UTC(group.year, group.month - 1, 15)))}
            </h2>
            <ul className={styles.matches}>
              {group.matches.map((match) => (
                <li key={match.id} className={styles.match}>
                  <span className={styles.muted}>
                    {match.competition?.name} · {when(match, locale, timeZone)}
                  </span>
                  <span className={styles.fixture}>
                    <span>{match.home_squad?.club_name ?? match.home_squad?.name}</span>
                    <strong>{score(match)}</strong>
                    <span>{match.away_squad?.club_name ?? match.away_squad?.name}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
