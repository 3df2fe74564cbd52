import type { LinkedStatistic } from '@trybuna/api-client';
import {
  clubFigureName,
  clubFigureRows,
  isOwnClubName,
  SEASON_TABLE_KEYS,
  seasonFigure,
} from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { ScrollRegion } from '@/components/shell/scroll-region';
import { figureFormat } from './figure-format';
import styles from './statistics.module.css';

/**
 * The competition season's table of figures per club (the `competition_season_statistics`
 * module): matches, goals and the per-match averages of 001 §3, by goals highest first; the
 * club's own row highlighted and named. Abbreviated headers carry their full names; the table
 * scrolls inside its own region on a phone.
 */
export function SeasonFiguresTable({
  id,
  caption,
  rows,
  ownNames,
  locale,
}: {
  id: string;
  caption: string;
  rows: readonly LinkedStatistic[];
  ownNames: readonly string[];
  locale: SiteLocale;
}) {
  const t = translator(locale);
  const format = figureFormat(locale);
  const sorted = clubFigureRows(rows);
  if (sorted.length === 0) return <p className={styles.empty}>{t('statistics.empty')}</p>;
  const captionId = `season-figures-${id}`;
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={t('timetable.table.position')}>
                {t('timetable.table.positionShort')}
              </abbr>
            </th>
            <th scope="col" className={styles.club}>
              {t('statistics.club')}
            </th>
            {SEASON_TABLE_KEYS.map((key) => (
              <th key={key} scope="col">
                <abbr title={t(`statistics.figures.${key}` as 'statistics.figures.goals')}>
                  {t(`statistics.short.${key}` as 'statistics.short.goals')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row, index) => {
            const name = clubFigureName(row);
            const own = isOwnClubName(name, ownNames);
            return (
              <tr
                key={row.id}
                className={own ? styles.own : undefined}
                data-own={own ? '' : undefined}
              >
                <td>{index + 1}</td>
                <th scope="row" className={styles.club}>
                  {name}
                  {own ? (
                    <span className="visually-hidden"> ({t('timetable.table.ownClub')})</span>
                  ) : null}
                </th>
                {SEASON_TABLE_KEYS.map((key) => {
                  const value = seasonFigure(row.values, key);
                  return <td key={key}>{value === null ? '–' : format.format(value)}</td>;
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
