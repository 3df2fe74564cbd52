'use client';

import {
  GOAL_KINDS,
  scoreWithGoal,
  scoringSide,
  type GoalKind,
  type TeamSide,
} from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { DeskForm, MinuteField, minuteOf, SideField, TextField, textOf } from './desk-fields';
import type { DeskPanelProps } from './desk-panel';
import styles from './match-desk.module.css';

/**
 * A goal: the timeline item (goal, penalty or own goal), its incident, and the score with one
 * more goal for the side it counts for (`scoringSide`).
 */
export function GoalForm({
  writes,
  teams,
  clockMinute,
  score,
}: DeskPanelProps & { score: { home: number; away: number } }) {
  const t = useTranslations('desk');
  const kindId = useId();
  const hintId = useId();
  const submit = (form: FormData) => {
    const kind = (GOAL_KINDS.find((k) => k === form.get('kind')) ?? 'goal') satisfies GoalKind;
    const side: TeamSide = form.get('side') === 'away' ? 'away' : 'home';
    const player = textOf(form, 'player');
    const assist = textOf(form, 'assist');
    const minute = minuteOf(form, clockMinute);
    const next = scoreWithGoal(score, scoringSide(kind, side));
    return writes.run(t(`goalKinds.${kind}`), async (calls) => {
      await calls.postItem({
        type: kind,
        minute,
        payload: { player, side, ...(kind === 'goal' && assist !== '' ? { assist } : {}) },
      });
      await calls.postIncident({
        type: kind,
        section_type: 'goal',
        minute,
        side,
        player_name: player,
      });
      await calls.patchMatch({ home_squad_score: next.home, away_squad_score: next.away });
    });
  };
  return (
    <DeskForm title={t('goal')} submitLabel={t('addGoal')} busy={writes.busy} onSubmit={submit}>
      <p className={styles.field}>
        <label htmlFor={kindId}>{t('goalKind')}</label>
        <select id={kindId} name="kind" defaultValue="goal" aria-describedby={hintId}>
          {GOAL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`goalKinds.${kind}`)}
            </option>
          ))}
        </select>
        <small id={hintId} className={styles.hint}>
          {t('ownGoalHint')}
        </small>
      </p>
      <SideField teams={teams} />
      <TextField name="player" label={t('scorer')} required />
      <TextField name="assist" label={t('assist')} />
      <MinuteField />
    </DeskForm>
  );
}
