import { playerTotals, topPlayers } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import { CardLeaders } from '@/components/football/statistics/card-leaders-lazy';
import { figureFormat, playerName } from '@/components/football/statistics/figure-format';
import { LeadersList } from '@/components/football/statistics/leaders-list';
import { footballData } from '@/lib/football-module-data';
import styles from '@/components/football/statistics/statistics.module.css';
import { TeamFigures } from '@/components/football/statistics/team-figures';
import type { ModuleProps } from '@/components/modules/types';
import { statisticPayloadSchema } from './schema';

/** At most this many players in the top scorers and assists lists. */
const LEADERS_LIMIT = 5;

/**
 * 001 §2 `statistic` module (its layout is left open): the squad's season figures (goals, the
 * per-match averages of 001 §3, matches…), the top scorers and assists from the players'
 * statistics as anyone may read them, and the cards, which only signed-in fans may see (001 §6):
 * a small island reads them with the user token, anonymous visitors get the login prompt.
 * Renders nothing without the data the server attaches (`football_data`).
 */
export function StatisticModule({ component, context }: ModuleProps) {
  const data = footballData(component, 'statistic');
  if (!data) return null;
  const { title } = statisticPayloadSchema.parse(component);
  const t = translator(context.locale);
  const format = figureFormat(context.locale);
  const totals = playerTotals(data.players, ['goals', 'assists']);
  const leaders = (key: string) =>
    topPlayers(totals, key, LEADERS_LIMIT).map(({ statistic, value }) => ({
      id: statistic.squad_player.id,
      name: playerName(statistic.squad_player),
      value,
    }));
  const id = `statistic-${component.id}`;
  return (
    <section className={`container ${styles.statistics}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title ?? t('statistics.title')}
      </h2>
      <TeamFigures rows={data.team} locale={context.locale} headingId={`${id}-team`} />
      <div className={styles.leadersGrid}>
        <LeadersList
          title={t('statistics.topScorers')}
          headingId={`${id}-goals`}
          leaders={leaders('goals')}
          empty={t('statistics.empty')}
          format={format}
        />
        <LeadersList
          title={t('statistics.topAssists')}
          headingId={`${id}-assists`}
          leaders={leaders('assists')}
          empty={t('statistics.empty')}
          format={format}
        />
      </div>
      {context.apiBase ? (
        <section aria-labelledby={`${id}-cards`} className={styles.cards}>
          <h3 id={`${id}-cards`} className={styles.heading}>
            {t('statistics.cards')}
          </h3>
          <CardLeaders
            squadId={data.squadId}
            apiBase={context.apiBase}
            locale={context.locale}
            labels={{
              yellow: t('statistics.yellowCards'),
              red: t('statistics.redCards'),
              empty: t('statistics.empty'),
              prompt: t('statistics.loginForFull'),
              loading: t('statistics.loading'),
              failed: t('statistics.failed'),
            }}
          />
        </section>
      ) : null}
    </section>
  );
}
