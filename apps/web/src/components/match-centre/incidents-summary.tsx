import { useTranslations } from 'next-intl';
import { LikeButton } from '../likes';
import type { MatchIncident } from './match-centre-data';
import styles from './match-centre.module.css';

/** 001 §3 incident types, and yellow cards (match events; older data has them as incidents). */
const TYPES = ['goal', 'goal_cancelled', 'own_goal', 'penalty', 'red_card', 'yellow_card'] as const;

/**
 * The Statistics tab for now: the match's incidents (001 §3), by minute, each with its like
 * button (like type 'incident'; the API gives no count to read for it, 001 §7).
 */
export function IncidentsSummary({
  incidents,
  apiBase,
}: {
  incidents: readonly MatchIncident[];
  apiBase: string;
}) {
  const t = useTranslations('matchCentre');
  if (incidents.length === 0) return <p>{t('noItems')}</p>;
  return (
    <>
      <h2 className="visually-hidden">{t('incidents')}</h2>
      <ul className={styles.incidents}>
        {incidents.map((incident) => {
          const type = (TYPES as readonly string[]).includes(incident.type)
            ? t(`incidentTypes.${incident.type as (typeof TYPES)[number]}`)
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
    </>
  );
}
