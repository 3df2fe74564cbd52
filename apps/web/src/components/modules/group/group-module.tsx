import { club } from '@trybuna/config';
import { translator } from '../../../lib/i18n';
import { LeagueTable } from '../../football/league-table/league-table';
import { footballData } from '../../football/statistics/module-data';
import styles from '../../football/statistics/statistics.module.css';
import type { ModuleProps } from '../types';
import { groupPayloadSchema } from './schema';

/**
 * 001 §2 `group` module (its display is not shown): the group's standings as a league table
 * (001 §3 columns, form marks, zone captions in a legend, the club's own row by its configured
 * names). Renders nothing without the data the server attaches (`football_data`).
 */
export function GroupModule({ component, context }: ModuleProps) {
  const data = footballData(component, 'group');
  if (!data) return null;
  const { title } = groupPayloadSchema.parse(component);
  const t = translator(context.locale);
  const groupName = data.rows[0]?.group?.name ?? null;
  const id = `group-${component.id}`;
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
          rows={data.rows}
          ownNames={[club.displayName, club.academyClubName]}
          locale={context.locale}
          {...(context.apiBase ? { apiBase: context.apiBase } : {})}
        />
      )}
    </section>
  );
}
