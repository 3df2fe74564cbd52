import type { LinkedStatistic } from '@trybuna/api-client';
import { keysWithValues, SQUAD_SEASON_KEYS, seasonFigure, seasonFigures } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { statLabel } from '@/components/football/member/labels';
import { figureFormat } from './figure-format';
import styles from './statistics.module.css';

/**
 * The team's season figures (001 §3 keys: goals, the per-match averages, matches…, then every
 * other key of 001 §3 the row has a value for) as a definition list, one per competition
 * season the squad has figures for; averages the API does not store are derived from the
 * totals (`seasonFigure`).
 */
export function TeamFigures({
  rows,
  locale,
  headingId,
}: {
  rows: readonly LinkedStatistic[];
  locale: SiteLocale;
  headingId: string;
}) {
  const t = translator(locale);
  const format = figureFormat(locale);
  const figureLabel = (key: string): string => {
    const message = `statistics.figures.${key}` as 'statistics.figures.goals';
    return t.has(message) ? t(message) : statLabel(key, locale);
  };
  // One figure set per competition season (the first row read of each).
  const seen = new Set<string>();
  const seasons = rows
    .filter((row) => {
      const key = row.competition_season?.id ?? `row:${row.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((row) => ({
      row,
      figures: seasonFigures(
        row.values,
        keysWithValues(SQUAD_SEASON_KEYS, (key) => seasonFigure(row.values, key) !== null),
      ),
    }))
    .filter(({ figures }) => figures.length > 0);
  if (seasons.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <h3 id={headingId} className={styles.heading}>
        {t('statistics.team')}
      </h3>
      {seasons.map(({ row, figures }) => (
        <div key={row.id}>
          {seasons.length > 1 && row.competition_season?.name ? (
            <p className={styles.season}>{row.competition_season.name}</p>
          ) : null}
          <dl className={styles.figures}>
            {figures.map(({ key, value }) => (
              <div key={key} className={styles.figure}>
                <dt>{figureLabel(key)}</dt>
                <dd>{format.format(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
