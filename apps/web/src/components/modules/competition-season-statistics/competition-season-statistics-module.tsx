import { club } from '@trybuna/config';
import { translator } from '@/lib/i18n';
import { footballData } from '@/lib/football-module-data';
import { SeasonFiguresTable } from '@/components/football/statistics/season-figures-table';
import styles from '@/components/football/statistics/statistics.module.css';
import type { ModuleProps } from '@/components/modules/types';
import { seasonStatisticsPayloadSchema } from './schema';

/**
 * 001 §2 `competition_season_statistics` module (its layout is not shown): the competition
 * season's table of figures per club (matches, goals, per-match averages), by goals. Renders
 * nothing without the data the server attaches (`football_data`).
 */
export function CompetitionSeasonStatisticsModule({ component, context }: ModuleProps) {
  const data = footballData(component, 'competition_season_statistics');
  if (!data) return null;
  const { title } = seasonStatisticsPayloadSchema.parse(component);
  const t = translator(context.locale);
  const season = data.rows.find((row) => row.competition_season?.name)?.competition_season?.name;
  const id = `season-statistics-${component.id}`;
  return (
    <section className={`container ${styles.statistics}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title ?? t('statistics.title')}
      </h2>
      <SeasonFiguresTable
        id={component.id}
        caption={season ?? title ?? t('statistics.title')}
        rows={data.rows}
        ownNames={[club.displayName, club.academyClubName]}
        locale={context.locale}
      />
    </section>
  );
}
