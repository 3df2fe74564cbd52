'use client';

import { useTranslations } from 'next-intl';
import { DeskForm, MinuteField, minuteOf, SideField, TextField, textOf } from './desk-fields';
import type { DeskPanelProps } from './desk-panel';
import styles from './match-desk.module.css';

/** A yellow or red card: the event item; a red card is also an incident (001 §3). */
export function CardForm({ writes, teams, clockMinute }: DeskPanelProps) {
  const t = useTranslations('desk');
  const submit = (form: FormData) => {
    const red = form.get('colour') === 'red';
    const side = form.get('side') === 'away' ? 'away' : 'home';
    const player = textOf(form, 'player');
    const minute = minuteOf(form, clockMinute);
    return writes.run(`${t('card')} (${red ? t('red') : t('yellow')})`, async (calls) => {
      await calls.postItem({
        type: 'event',
        minute,
        payload: { event_type: red ? 'red_card' : 'yellow_card', player },
      });
      if (red) {
        await calls.postIncident({
          type: 'red_card',
          section_type: 'other_incident',
          minute,
          side,
          player_name: player,
        });
      }
    });
  };
  return (
    <DeskForm title={t('card')} submitLabel={t('addCard')} busy={writes.busy} onSubmit={submit}>
      <fieldset className={styles.choice}>
        <legend>{t('cardColour')}</legend>
        <label>
          <input type="radio" name="colour" value="yellow" defaultChecked />
          {t('yellow')}
        </label>
        <label>
          <input type="radio" name="colour" value="red" />
          {t('red')}
        </label>
      </fieldset>
      <SideField teams={teams} />
      <TextField name="player" label={t('player')} required />
      <MinuteField />
    </DeskForm>
  );
}
