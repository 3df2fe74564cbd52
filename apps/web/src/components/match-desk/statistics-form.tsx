'use client';

import { MATCH_SIDES, MATCH_STAT_KEYS, MAX_MATCH_STAT_VALUE, type TeamSide } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { MatchStats } from '@/lib/match-centre-data';
import { DeskForm, textOf, type Teams } from './desk-fields';
import type { DeskWrites } from './use-desk-writes';
import styles from './match-desk.module.css';

/**
 * The match's statistics, both sides (001 §2 'Statistics' tab): every key of the match set, an
 * empty field left out. Fans see the change within a second (signed-in fans the full set).
 */
export function StatisticsForm({
  writes,
  teams,
  statistics,
}: {
  writes: DeskWrites;
  teams: Teams;
  /** The full set as the editor reads it; null while there are none. */
  statistics: MatchStats | null;
}) {
  const t = useTranslations('desk');
  const labels = useTranslations('matchCentre.statLabels');
  const submit = (form: FormData) => {
    const values = { home: {}, away: {} } as Record<TeamSide, Record<string, number>>;
    for (const key of MATCH_STAT_KEYS) {
      for (const side of MATCH_SIDES) {
        const text = textOf(form, `${side}.${key}`);
        if (text !== '') values[side][key] = Math.trunc(Number(text));
      }
    }
    return writes.run(t('statistics'), (calls) => calls.putStatistics(values));
  };
  const version = statistics ? JSON.stringify([statistics.home, statistics.away]) : 'none';
  return (
    <DeskForm
      title={t('statistics')}
      submitLabel={t('saveStatistics')}
      busy={writes.busy}
      onSubmit={submit}
      keepValues
    >
      <table className={styles.statTable} key={version}>
        <thead>
          <tr>
            <td />
            <th scope="col">{teams.home}</th>
            <th scope="col">{teams.away}</th>
          </tr>
        </thead>
        <tbody>
          {MATCH_STAT_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row">{labels(key)}</th>
              {MATCH_SIDES.map((side) => (
                <td key={side}>
                  <input
                    name={`${side}.${key}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={MAX_MATCH_STAT_VALUE}
                    step={1}
                    aria-label={`${labels(key)}: ${teams[side]}`}
                    defaultValue={statistics?.[side][key]}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DeskForm>
  );
}
