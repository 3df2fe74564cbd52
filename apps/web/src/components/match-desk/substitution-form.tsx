'use client';

import { useTranslations } from 'next-intl';
import { DeskForm, MinuteField, minuteOf, SideField, TextField, textOf } from './desk-fields';
import type { DeskPanelProps } from './desk-panel';

/** A substitution: the player coming on and the one going off, for one side. */
export function SubstitutionForm({ writes, teams, clockMinute }: DeskPanelProps) {
  const t = useTranslations('desk');
  const submit = (form: FormData) => {
    const side = form.get('side') === 'away' ? 'away' : 'home';
    const payload = {
      player_in: textOf(form, 'player_in'),
      player_out: textOf(form, 'player_out'),
      side,
    };
    const minute = minuteOf(form, clockMinute);
    return writes.run(t('substitution'), (calls) =>
      calls.postItem({ type: 'substitution', minute, payload }),
    );
  };
  return (
    <DeskForm
      title={t('substitution')}
      submitLabel={t('addSubstitution')}
      busy={writes.busy}
      onSubmit={submit}
    >
      <SideField teams={teams} />
      <TextField name="player_in" label={t('playerIn')} required />
      <TextField name="player_out" label={t('playerOut')} required />
      <MinuteField />
    </DeskForm>
  );
}
