'use client';

import {
  counterHeroDate,
  counterHeroStatus,
  matchInstant,
  scoreOrVs,
  type MatchStatus,
} from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CounterMatch } from './counter-match';
import styles from './match-module.module.css';
import { useCountdown, useCounterMatch } from './use-counter-match';

type HeroStatus = MatchStatus;

export interface CounterHeroProps {
  matchId: string;
  /** The content API as the browser reaches it; without it the hero does not re-read. */
  apiBase?: string;
  timeZone: string;
  /** The match as the page was rendered with it. */
  initial: CounterMatch;
  /** `counterHeroDate(initial, timeZone)`, formatted by the server (see `whenShown`). */
  initialWhen: { date: string; time: string };
  /** The server's clock (ms) when it rendered: the first countdown, the same on both sides. */
  renderedAt: number;
  headingId: string;
  /** Server-rendered parts: the two sides (crest and name), per status background and action. */
  home: ReactNode;
  away: ReactNode;
  backgrounds: Partial<Record<HeroStatus, ReactNode>>;
  actions: Partial<Record<HeroStatus, ReactNode>>;
  like?: ReactNode;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The date and time shown before kick-off. The server's text while the start is the one the page
 * was rendered with: formatting in the club's zone sets up `Intl.DateTimeFormat` and its zone data
 * on first use (~50 ms on a slow phone, during hydration), and the start rarely moves. A
 * postponement read by the re-read is formatted here.
 */
function whenShown(
  match: CounterMatch,
  initial: CounterMatch,
  initialWhen: CounterHeroProps['initialWhen'],
  timeZone: string,
) {
  const moved =
    match.start_time !== initial.start_time ||
    match.postponed_start_time !== initial.postponed_start_time ||
    match.hour_time_not_yet_defined !== initial.hour_time_not_yet_defined;
  return moved ? counterHeroDate(match, timeZone) : initialWhen;
}

/**
 * 001 §2, §4 match counter hero, the part that changes: the status label (announced politely
 * when it changes), the result, live indicator or date and time, and the countdown ticking every
 * second while the start is ahead; the match is re-read every second while the page is visible
 * and the match is not ended. Everything else arrives as server HTML.
 */
export function CounterHero({
  matchId,
  apiBase,
  timeZone,
  initial,
  initialWhen,
  renderedAt,
  headingId,
  home,
  away,
  backgrounds,
  actions,
  like,
}: CounterHeroProps) {
  const t = useTranslations('football');
  const match = useCounterMatch(matchId, apiBase, initial);
  const status = counterHeroStatus(match);
  const left = useCountdown(match, renderedAt);
  const label = status === 'live' ? t('live') : status === 'ended' ? t('ended') : t('nextMatch');
  const when = whenShown(match, initial, initialWhen, timeZone);
  const instant = matchInstant(match);
  const units = [
    { key: 'days', value: left.days, label: t('days') },
    { key: 'hours', value: left.hours, label: t('hours') },
    { key: 'minutes', value: left.minutes, label: t('minutes') },
    { key: 'seconds', value: left.seconds, label: t('seconds') },
  ];
  return (
    <div className={styles.frame} data-status={status}>
      {backgrounds[status] ?? backgrounds.pending ?? null}
      <div className={styles.content}>
        <h2 id={headingId} className={styles.status}>
          <span aria-live="polite">{label}</span>
        </h2>
        <div className={styles.board}>
          <div className={styles.side}>{home}</div>
          <div className={styles.centre}>
            {status === 'pending' ? (
              <p className={styles.when}>
                <time dateTime={instant?.toISOString()}>
                  <span className={styles.date}>{when.date}</span>
                  <span className={styles.time}>{when.time}</span>
                </time>
              </p>
            ) : (
              <p className={styles.result}>
                <span className="visually-hidden">{t('result')}: </span>
                {scoreOrVs(match)}
              </p>
            )}
            {status === 'live' ? (
              <p className={styles.liveBadge}>
                <span className={styles.dot} aria-hidden="true" />
                {t('liveBadge')}
              </p>
            ) : null}
          </div>
          <div className={styles.side}>{away}</div>
        </div>
        {status === 'pending' ? (
          <div className={styles.countdown} role="timer" data-past={left.past ? '' : undefined}>
            <p className="visually-hidden">
              {t('countdown')}:{' '}
              {t('countdownText', {
                days: left.days,
                hours: left.hours,
                minutes: left.minutes,
                seconds: left.seconds,
              })}
            </p>
            <ol className={styles.units} aria-hidden="true">
              {units.map((unit) => (
                <li key={unit.key} className={styles.unit} data-unit={unit.key}>
                  <span className={styles.value}>{pad(unit.value)}</span>
                  <span className={styles.unitLabel}>{unit.label}</span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {actions[status] || like ? (
          <div className={styles.actions}>
            {actions[status] ?? null}
            {like ?? null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
