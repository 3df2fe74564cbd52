'use client';

import { clockTicks, displayedMatchClock, MATCH_CLOCK_TICK_MS, periodLabel } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import type { HeaderMatch } from './live/live-match';
import styles from './match-centre.module.css';

/**
 * The time now, ticking every second while `ticking`; the first render uses `renderedAt` (the
 * server's clock when it rendered), so hydration matches the server HTML.
 */
function useNow(renderedAt: number, ticking: boolean): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, MATCH_CLOCK_TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [ticking]);
  return now;
}

/**
 * 001 §2, §4 match centre header: crests and names (server HTML, the club's own side
 * labelled), the score, the status, the period (`periodLabel`), the clock of 001 §4 ticking
 * from the last update (`clockAt`), and the date, venue and competition (server HTML).
 */
export function MatchHeader({
  match: { live: match, updatedAt },
  renderedAt,
  home,
  away,
  details,
}: {
  /** The match and when its `elapsed_seconds` was last set (ms). */
  match: HeaderMatch;
  renderedAt: number;
  home: ReactNode;
  away: ReactNode;
  /** Date and time, venue, competition (`MatchDetails`). */
  details?: ReactNode;
}) {
  const t = useTranslations('matchCentre');
  const ticking = clockTicks(match);
  const now = useNow(renderedAt, ticking);
  const status = (match.status ?? '').toLowerCase();
  const statusLabel =
    status === 'live' ? t('live') : status === 'ended' ? t('ended') : t('pending');
  const started = status === 'live' || status === 'ended';
  const showClock = status === 'live' && match.elapsed_seconds !== null;
  return (
    <section className={styles.header} aria-label={t('status')}>
      <div className={styles.board}>
        <div className={styles.side}>{home}</div>
        <p className={styles.score}>
          <span className="visually-hidden">{t('score')}: </span>
          {started
            ? `${String(match.home_squad_score ?? 0)} : ${String(match.away_squad_score ?? 0)}`
            : 'vs'}
        </p>
        <div className={styles.side}>{away}</div>
      </div>
      <p className={styles.state}>
        <span aria-live="polite">{statusLabel}</span>
        {status === 'live' && match.period ? <span>{periodLabel(match.period)}</span> : null}
        {showClock ? (
          <span className={styles.clock}>
            <span className="visually-hidden">{t('clock')}: </span>
            {displayedMatchClock(match, updatedAt, now)}
          </span>
        ) : null}
      </p>
      {details}
    </section>
  );
}
