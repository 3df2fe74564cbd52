'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import type { MatchIncident } from '@/lib/match-centre-data';
import type { Teams } from './desk-fields';
import { ConfirmDeleteDialog } from './item-dialogs';
import type { DeskWrites } from './use-desk-writes';
import styles from './match-desk.module.css';

/** The match's incidents (goals, red cards: 001 §3), each deletable after a question. */
export function DeskIncidents({
  incidents,
  teams,
  writes,
}: {
  incidents: readonly MatchIncident[];
  teams: Teams;
  writes: DeskWrites;
}) {
  const t = useTranslations('desk');
  const mc = useTranslations('matchCentre');
  const headingId = useId();
  const [open, setOpen] = useState<MatchIncident | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const nameOf = (incident: MatchIncident) => {
    const type = mc.has(`incidentTypes.${incident.type}` as 'incidentTypes.goal')
      ? mc(`incidentTypes.${incident.type}` as 'incidentTypes.goal')
      : incident.type;
    const side = incident.side === 'home' || incident.side === 'away' ? teams[incident.side] : null;
    return [
      incident.minute === null ? null : `${String(incident.minute)}'`,
      type,
      incident.player_name,
      side,
    ]
      .filter((part): part is string => Boolean(part))
      .join(', ');
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('incidents')}</h2>
      {incidents.length === 0 ? <p>{t('noIncidents')}</p> : null}
      <ul className={styles.incidents}>
        {incidents.map((incident) => (
          <li key={incident.id}>
            <span>{nameOf(incident)}</span>
            <button
              type="button"
              className={styles.danger}
              aria-label={t('deleteIncident', { name: nameOf(incident) })}
              onClick={(event) => {
                trigger.current = event.currentTarget;
                setOpen(incident);
              }}
            >
              {t('delete')}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <ConfirmDeleteDialog
          onClose={() => {
            setOpen(null);
          }}
          returnFocus={trigger}
          title={t('deleteIncident', { name: nameOf(open) })}
          confirm={t('delete')}
          writes={writes}
          what={t('incidents')}
          remove={(calls) => calls.deleteIncident(open.id)}
        />
      ) : null}
    </section>
  );
}
