'use client';

import {
  deskSteps,
  MAX_ELAPSED_SECONDS,
  MAX_SCORE,
  type DeskStep,
  type TeamSide,
} from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { LiveMatch } from '@/lib/match-centre-data';
import { textOf, type Teams } from './desk-fields';
import type { DeskCalls } from './desk-calls';
import type { DeskWrites } from './use-desk-writes';
import styles from './match-desk.module.css';

/** A period step's writes: the match (status, period, clock), then its events in order. */
export async function playStep(calls: DeskCalls, step: DeskStep, now: Date): Promise<void> {
  const { status, period, clock } = step.to;
  await calls.patchMatch({
    status,
    period,
    ...(clock === 'start' ? { period_started_at: now.toISOString() } : { elapsed_seconds: clock }),
  });
  for (const event of step.events) {
    await calls.postItem({
      type: 'event',
      minute: event.minute,
      payload: { event_type: event.type },
    });
  }
}

function ScoreStepper({
  side,
  team,
  value,
  writes,
}: {
  side: TeamSide;
  team: string;
  value: number;
  writes: DeskWrites;
}) {
  const t = useTranslations('desk');
  const field = side === 'home' ? 'home_squad_score' : 'away_squad_score';
  const set = (next: number) =>
    void writes.run(`${t('score')} (${team})`, (calls) => calls.patchMatch({ [field]: next }));
  return (
    <div className={styles.stepper}>
      <span className={styles.team}>{team}</span>
      <button
        type="button"
        aria-label={t('scoreDown', { team })}
        disabled={writes.busy || value <= 0}
        onClick={() => {
          set(value - 1);
        }}
      >
        −
      </button>
      <output aria-label={`${t('score')}: ${team}`}>{value}</output>
      <button
        type="button"
        aria-label={t('scoreUp', { team })}
        disabled={writes.busy || value >= MAX_SCORE}
        onClick={() => {
          set(value + 1);
        }}
      >
        +
      </button>
    </div>
  );
}

/**
 * The match's progress: the next period steps (`deskSteps`: kick-off, half time, … full time),
 * the score, and the clock set to a minute (a correction while the match is live).
 */
export function PeriodPanel({
  match,
  teams,
  writes,
}: {
  match: LiveMatch;
  teams: Teams;
  writes: DeskWrites;
}) {
  const t = useTranslations('desk');
  const headingId = useId();
  const clockId = useId();
  const steps = deskSteps(match);
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('match')}</h2>
      {steps.length === 0 ? <p>{t('noSteps')}</p> : null}
      <div className={styles.steps}>
        {steps.map((step) => (
          <button
            key={step.id}
            type="button"
            className={styles.primary}
            disabled={writes.busy}
            onClick={() => {
              void writes.run(t(`steps.${step.id}`), (calls) => playStep(calls, step, new Date()));
            }}
          >
            {t(`steps.${step.id}`)}
          </button>
        ))}
      </div>
      <div className={styles.score} role="group" aria-label={t('score')}>
        <ScoreStepper
          side="home"
          team={teams.home}
          value={match.home_squad_score ?? 0}
          writes={writes}
        />
        <ScoreStepper
          side="away"
          team={teams.away}
          value={match.away_squad_score ?? 0}
          writes={writes}
        />
      </div>
      {match.status === 'live' ? (
        <form
          className={styles.inline}
          onSubmit={(event) => {
            event.preventDefault();
            const minute = Math.trunc(Number(textOf(new FormData(event.currentTarget), 'clock')));
            void writes.run(t('clock'), (calls) =>
              calls.patchMatch({ elapsed_seconds: minute * 60 }),
            );
          }}
        >
          <label htmlFor={clockId}>{t('clockMinute')}</label>
          <input
            id={clockId}
            name="clock"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_ELAPSED_SECONDS / 60}
            required
          />
          <button type="submit" disabled={writes.busy}>
            {t('setClock')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
