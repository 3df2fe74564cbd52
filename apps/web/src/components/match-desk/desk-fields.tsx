'use client';

import { MATCH_SIDES, MAX_ITEM_MINUTE, MAX_ITEM_URL, MAX_PLAYER_NAME } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useId, type SyntheticEvent, type ReactNode } from 'react';
import styles from './match-desk.module.css';

export interface Teams {
  home: string;
  away: string;
}

/** 'home' or 'away', as a radio group naming the two teams (home chosen first). */
export function SideField({ teams, name = 'side' }: { teams: Teams; name?: string }) {
  const t = useTranslations('desk');
  return (
    <fieldset className={styles.choice}>
      <legend>{t('team')}</legend>
      {MATCH_SIDES.map((side) => (
        <label key={side}>
          <input type="radio" name={name} value={side} defaultChecked={side === 'home'} required />
          {teams[side]}
        </label>
      ))}
    </fieldset>
  );
}

/** The item's match minute; left empty, the clock's minute is used (`minuteOf`). */
export function MinuteField({ defaultValue }: { defaultValue?: number | null }) {
  const t = useTranslations('desk');
  const hint = useId();
  const id = useId();
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{t('minute')}</label>
      <input
        id={id}
        name="minute"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_ITEM_MINUTE}
        step={1}
        defaultValue={defaultValue ?? undefined}
        aria-describedby={defaultValue === undefined ? hint : undefined}
      />
      {defaultValue === undefined ? (
        <small id={hint} className={styles.hint}>
          {t('minuteHint')}
        </small>
      ) : null}
    </p>
  );
}

/** A labelled one-line or multi-line text input. */
export function TextField({
  name,
  label,
  required = false,
  multiline = false,
  type = 'text',
  defaultValue,
  hint,
}: {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url';
  defaultValue?: string;
  hint?: string;
}) {
  const id = useId();
  const hintId = useId();
  const described = hint ? hintId : undefined;
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          required={required}
          rows={4}
          maxLength={5000}
          defaultValue={defaultValue}
          aria-describedby={described}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          required={required}
          maxLength={type === 'url' ? MAX_ITEM_URL : MAX_PLAYER_NAME}
          defaultValue={defaultValue}
          aria-describedby={described}
        />
      )}
      {hint ? (
        <small id={hintId} className={styles.hint}>
          {hint}
        </small>
      ) : null}
    </p>
  );
}

/** A form field's trimmed text ('' when absent). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The minute a form names, or the clock's minute when the field is empty. */
export function minuteOf(form: FormData, clockMinute: () => number): number {
  const value = textOf(form, 'minute');
  return value === '' ? clockMinute() : Math.trunc(Number(value));
}

/**
 * One desk panel: a titled form whose submit runs `onSubmit` with the form's data; the form is
 * cleared once the write is saved (unless `keepValues`: figures the next change starts from).
 */
export function DeskForm({
  title,
  submitLabel,
  busy,
  onSubmit,
  keepValues = false,
  children,
}: {
  title: string;
  submitLabel: string;
  busy: boolean;
  keepValues?: boolean;
  onSubmit: (form: FormData) => Promise<boolean>;
  children: ReactNode;
}) {
  const headingId = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    void onSubmit(new FormData(element)).then((saved) => {
      if (saved && !keepValues) element.reset();
    });
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <form onSubmit={submit} className={styles.form}>
        {children}
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
