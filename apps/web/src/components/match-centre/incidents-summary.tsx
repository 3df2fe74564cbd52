import { incidentsBySection, isShownIncidentType } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { LikeButton } from '@/components/likes';
import type { MatchIncident } from '@/lib/match-centre-data';
import styles from './match-centre.module.css';

/**
 * 001 §3 the match's incidents grouped by their section types (goal, assist, match_status,
 * substitution, other_incident, in that order; an empty section left out), each section by
 * minute, each incident with its like button (like type 'incident'; the API gives no count to
 * read for it, 001 §7). Shown on the Statistics tab and, once 'load more' has read them, at
 * the end of the timeline (001 §4). `headingLevel` is the level of the sections' headings.
 */
export function IncidentsSummary({
  incidents,
  apiBase,
  headingLevel = 3,
  idPrefix = 'incidents',
}: {
  incidents: readonly MatchIncident[];
  apiBase: string;
  headingLevel?: 3 | 4;
  /** Makes the sections' heading ids unique when the summary is on the page twice. */
  idPrefix?: string;
}) {
  const t = useTranslations('matchCentre');
  if (incidents.length === 0) return <p>{t('noItems')}</p>;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.incidentGroups}>
      {incidentsBySection(incidents).map(({ section, incidents: listed }) => {
        const headingId = `${idPrefix}-${section}`;
        return (
          <section key={section} aria-labelledby={headingId}>
            <Heading id={headingId} className={styles.incidentSection}>
              {t(`incidentSections.${section}`)}
            </Heading>
            <ul className={styles.incidents}>
              {listed.map((incident) => {
                const type = isShownIncidentType(incident.type)
                  ? t(`incidentTypes.${incident.type}`)
                  : incident.type;
                const side =
                  incident.side === 'home' || incident.side === 'away' ? t(incident.side) : null;
                return (
                  <li key={incident.id} className={styles.incident} data-incident={incident.id}>
                    <span className={styles.incidentMinute}>
                      {incident.minute === null ? '' : t('minute', { minute: incident.minute })}
                    </span>
                    <span>
                      {[type, incident.player_name, incident.second_player_name, side]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <LikeButton
                      type="incident"
                      id={incident.id}
                      initialCount={incident.likes_count ?? 0}
                      apiBaseUrl={apiBase}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
