'use client';

import { moreStatKeys } from '@trybuna/domain';
import { useAuth } from '@/components/auth/auth-context';
import { LoginPrompt } from '@/components/auth/login-prompt';
import { useMembersFetch } from '@/components/auth/use-members-fetch';
import { fetchFullStatistic } from './statistic-values';
import styles from './member.module.css';

export interface StatisticsPanelProps {
  /** The statistics row of the player (re-read with the fan's token once signed in). */
  statisticId: string;
  apiBase: string;
  /** 001 §3 keys of the player's position: shown first in the full set, with or without a value. */
  keys: readonly string[];
  /** The player's position: the full set adds every other key with a value (`moreStatKeys`). */
  position: string;
  /** The titles of the key groups of 001 §3 (appearances, attacking…). */
  groupLabels: Readonly<Record<string, string>>;
  /** The keys the anonymous read returns (the limited set, 001 §6). */
  limitedKeys: readonly string[];
  /** The values the anonymous read returned: nothing beyond the limited set. */
  limited: Readonly<Record<string, number>>;
  labels: Readonly<Record<string, string>>;
  /** 'Log in to see full statistics.' */
  prompt: string;
  /** 'pl-PL' / 'en-US' for the numbers. */
  localeTag: string;
}

function StatList({
  keys,
  values,
  labels,
  format,
}: {
  keys: readonly string[];
  values: Readonly<Record<string, number>>;
  labels: Readonly<Record<string, string>>;
  format: Intl.NumberFormat;
}) {
  return (
    <dl className={styles.stats}>
      {keys.map((key) => (
        <div key={key} className={styles.stat}>
          <dt>{labels[key] ?? key}</dt>
          <dd>{typeof values[key] === 'number' ? format.format(values[key]) : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the panel shows: the full set once read, else the limited set and (logged out) the prompt. */
export function StatisticsView({
  full,
  signedIn,
  loading,
  keys,
  position,
  groupLabels,
  limitedKeys,
  limited,
  labels,
  prompt,
  localeTag,
}: Omit<StatisticsPanelProps, 'statisticId' | 'apiBase'> & {
  full: Readonly<Record<string, number>> | null | undefined;
  signedIn: boolean;
  loading: boolean;
}) {
  const format = new Intl.NumberFormat(localeTag, { maximumFractionDigits: 2 });
  if (full) {
    return (
      <div data-statistics="full">
        <StatList keys={keys} values={full} labels={labels} format={format} />
        {moreStatKeys(position, full).map(({ group, keys: more }) => (
          <section key={group} aria-labelledby={`statistics-${group}`}>
            <h3 id={`statistics-${group}`} className={styles.statGroup}>
              {groupLabels[group] ?? group}
            </h3>
            <StatList keys={more} values={full} labels={labels} format={format} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div data-statistics="limited" aria-busy={loading || undefined}>
      <StatList keys={limitedKeys} values={limited} labels={labels} format={format} />
      {signedIn ? null : <LoginPrompt message={prompt} />}
    </div>
  );
}

/**
 * 001 §2, §6 player statistics: anonymous visitors (and the static HTML) get the limited set
 * with 'Log in to see full statistics.' and a login button; once the fan is signed in, the row
 * is read again with their token and the full set of the position's keys replaces it.
 */
export function StatisticsPanel({ statisticId, apiBase, ...view }: StatisticsPanelProps) {
  const { state } = useAuth();
  const { value: full, loading } = useMembersFetch(`statistic:${statisticId}`, (token) =>
    fetchFullStatistic(apiBase, statisticId, token),
  );
  return (
    <StatisticsView {...view} full={full} signedIn={state.status === 'in'} loading={loading} />
  );
}
