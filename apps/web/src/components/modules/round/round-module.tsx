import { club } from '@trybuna/config';
import { translator } from '@/lib/i18n';
import { MatchCard } from '@/components/football/match-card/match-card';
import { footballData } from '@/lib/football-module-data';
import styles from '@/components/football/statistics/statistics.module.css';
import type { ModuleProps } from '@/components/modules/types';
import { roundPayloadSchema } from './schema';

/**
 * 001 §2 `round` module (its display is not shown): the round's name and its matches as match
 * cards, by kick-off. Renders nothing without the data the server attaches (`football_data`).
 */
export function RoundModule({ component, context }: ModuleProps) {
  const data = footballData(component, 'round');
  if (!data) return null;
  const { name } = roundPayloadSchema.parse(component);
  const t = translator(context.locale);
  const id = `round-${component.id}`;
  return (
    <section className={`container ${styles.statistics}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {name ?? t('statistics.round')}
      </h2>
      {data.matches.length === 0 ? (
        <p className={styles.empty}>{t('statistics.empty')}</p>
      ) : (
        <ul className={styles.matches}>
          {data.matches.map((match) => (
            <li key={match.id}>
              <MatchCard
                match={match}
                variant={context.variant === 'academy' ? 'academy' : 'soccer'}
                locale={context.locale}
                timeZone={club.timeZone}
                apiBase={context.apiBase ?? ''}
                ownOrigins={context.ownOrigins}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
