'use client';

import { isMatchStatKey, matchStatRows } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { LoginPrompt } from '@/components/auth/login-prompt';
import type { MatchStats } from '@/lib/match-centre-data';
import styles from './match-centre.module.css';

/**
 * 001 §2 'Statistics' tab, the match's figures: home value, statistic, away value, with a bar of
 * the home side's share (decorative). Anonymous visitors see the limited set and the prompt
 * 'Log in to see full statistics.' (001 §6); nothing at all when the match has none.
 */
export function MatchStatistics({
  statistics,
  homeName,
  awayName,
}: {
  statistics: MatchStats | null;
  homeName: string;
  awayName: string;
}) {
  const t = useTranslations('matchCentre');
  if (!statistics) return null;
  const rows = matchStatRows(statistics.home, statistics.away, statistics.full);
  return (
    <section className={styles.statistics} aria-labelledby="match-statistics">
      <h2 id="match-statistics" className={styles.statisticsTitle}>
        {t('matchStatistics')}
      </h2>
      <table className={styles.statTable}>
        <thead>
          <tr>
            <th scope="col">{homeName}</th>
            <th scope="col">{t('statistic')}</th>
            <th scope="col">{awayName}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-stat={row.key}>
              <td>{row.home}</td>
              <th scope="row">
                {isMatchStatKey(row.key) ? t(`statLabels.${row.key}`) : row.key}
                <span className={styles.statBar} aria-hidden="true">
                  <span style={{ width: `${String(Math.round(row.homeShare * 100))}%` }} />
                </span>
              </th>
              <td>{row.away}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {statistics.full ? null : <LoginPrompt message={t('loginForStatistics')} />}
    </section>
  );
}
