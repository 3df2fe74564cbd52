'use client';

import type { OddsInput } from '@trybuna/api-client';
import {
  MAX_ODDS,
  MIN_ODDS,
  ODDS_OUTCOMES,
  ODDS_STEP,
  oddsMovement,
  roundOdds,
  type OddsOutcome,
} from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { OddsEntry } from '@/lib/match-centre-data';
import { DeskForm, textOf } from './desk-fields';
import type { DeskWrites } from './use-desk-writes';
import styles from './match-desk.module.css';

const LABELS = { home: 'oddsHome', draw: 'oddsDraw', away: 'oddsAway' } as const;

function OddsField({ outcome, current }: { outcome: OddsOutcome; current: string | undefined }) {
  const t = useTranslations('matchCentre');
  const id = useId();
  return (
    <p className={styles.field}>
      <label htmlFor={id}>{t(LABELS[outcome])}</label>
      <input
        id={id}
        name={outcome}
        type="number"
        inputMode="decimal"
        min={MIN_ODDS}
        max={MAX_ODDS}
        step={ODDS_STEP}
        required
        defaultValue={current}
      />
    </p>
  );
}

/**
 * 001 §3 odds for home, draw and away: the three values, each marked increased or decreased
 * against the value before (`oddsMovement`).
 */
export function OddsForm({ writes, odds }: { writes: DeskWrites; odds: readonly OddsEntry[] }) {
  const t = useTranslations('desk');
  const current = (outcome: OddsOutcome) => odds.find((entry) => entry.outcome === outcome);
  const submit = (form: FormData) => {
    const next = {} as OddsInput;
    for (const outcome of ODDS_OUTCOMES) {
      const value = roundOdds(Number(textOf(form, outcome)));
      const before = current(outcome);
      next[outcome] = {
        value,
        status: oddsMovement(
          before ? { value: Number(before.value), status: before.status } : undefined,
          value,
        ),
      };
    }
    return writes.run(t('odds'), (calls) => calls.putOdds(next));
  };
  return (
    <DeskForm
      title={t('odds')}
      submitLabel={t('saveOdds')}
      busy={writes.busy}
      onSubmit={submit}
      keepValues
    >
      {/* A new set of values (from any editor) gives the fields new defaults. */}
      <div className={styles.odds} key={odds.map((entry) => entry.value).join('/')}>
        {ODDS_OUTCOMES.map((outcome) => (
          <OddsField key={outcome} outcome={outcome} current={current(outcome)?.value} />
        ))}
      </div>
    </DeskForm>
  );
}
