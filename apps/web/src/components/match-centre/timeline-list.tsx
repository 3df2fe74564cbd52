'use client';

import type { MatchTimelineState } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { TimelineItem } from './match-centre-data';
import { TimelineEntry } from './timeline-item';
import styles from './timeline.module.css';

/**
 * 001 §4 the timeline, newest first, with 'load more' for older items (its error state with a
 * retry). With an `?event=` item (isTimeline false) only that item is shown, with a link to the
 * whole coverage.
 */
export function TimelineList({
  timeline,
  pagePath,
  apiBase,
  onLoadMore,
}: {
  timeline: MatchTimelineState<TimelineItem>;
  pagePath: string;
  /** The content API for the items' like buttons (`…/api/v3`). */
  apiBase: string;
  onLoadMore: () => void;
}) {
  const t = useTranslations('matchCentre');
  const viewed = new Set(timeline.viewedComponents);
  const event = timeline.isTimeline
    ? undefined
    : timeline.components.find((item) => item.id === timeline.eventId);
  const shown = event ? [event] : timeline.components;
  return (
    <section id="coverage" aria-labelledby="match-centre-coverage" tabIndex={-1}>
      <h2 id="match-centre-coverage" className="visually-hidden">
        {t('minuteByMinute')}
      </h2>
      {shown.length === 0 ? (
        <p>{t('noItems')}</p>
      ) : (
        <ol className={styles.list} reversed>
          {shown.map((item) => (
            <TimelineEntry
              key={item.id}
              item={item}
              pagePath={pagePath}
              apiBase={apiBase}
              unseen={!viewed.has(item.id)}
            />
          ))}
        </ol>
      )}
      {event ? (
        <p className={styles.more}>
          <a className={styles.link} href={`${pagePath}#coverage`}>
            {t('showAll')}
          </a>
        </p>
      ) : timeline.hasMore ? (
        <div className={styles.more}>
          {timeline.loadMoreStatus === 'error' ? (
            <p className={styles.error} role="alert">
              {t('loadMoreError')}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.button}
            aria-busy={timeline.loadMoreStatus === 'loading'}
            disabled={timeline.loadMoreStatus === 'loading'}
            onClick={onLoadMore}
          >
            {timeline.loadMoreStatus === 'error' ? t('retry') : t('loadMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
