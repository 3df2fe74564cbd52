import type { Statistic } from '@trybuna/api-client';
import { ALL_STAT_KEYS, playerStatKeys, STAT_KEY_GROUPS, visibleStatKeys } from '@trybuna/domain';
import { localeTag, messagesFor, translator, type SiteLocale } from '@/lib/i18n';
import { statLabel } from './labels';
import { statisticValues } from './statistic-values';
import { StatisticsPanel } from './statistics-panel';
import styles from './member.module.css';

/**
 * 001 §2, §3, §6 statistics of a player's profile: the keys of their position; the server HTML
 * holds only the anonymous read (the limited set), the full set is read in the browser: the
 * position's keys, then every other key of 001 §3 that has a value, by group.
 */
export function PlayerStatistics({
  statistic,
  position,
  apiBase,
  locale,
}: {
  statistic: Statistic | null;
  position: string | null | undefined;
  apiBase: string;
  locale: SiteLocale;
}) {
  const t = translator(locale);
  const keys = playerStatKeys(position ?? '');
  const labels = Object.fromEntries(ALL_STAT_KEYS.map((key) => [key, statLabel(key, locale)]));
  const groupTitles: Readonly<Record<string, string>> = messagesFor(locale).team.statGroups;
  const groupLabels = Object.fromEntries(
    STAT_KEY_GROUPS.map(({ group }) => [group, groupTitles[group] ?? group]),
  );
  return (
    <section aria-labelledby="member-statistics" className={styles.section}>
      <h2 id="member-statistics">{t('team.statistics')}</h2>
      {statistic ? (
        <StatisticsPanel
          statisticId={statistic.id}
          apiBase={apiBase}
          keys={keys}
          position={position ?? ''}
          groupLabels={groupLabels}
          limitedKeys={visibleStatKeys(position ?? '', false)}
          limited={statisticValues(statistic) ?? {}}
          labels={labels}
          prompt={t('team.loginForStatistics')}
          localeTag={localeTag(locale)}
        />
      ) : (
        <p>{t('team.noStatistics')}</p>
      )}
    </section>
  );
}
