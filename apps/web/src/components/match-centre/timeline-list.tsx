'use client';

import type { MatchTimelineState } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { IncidentsSummary } from './incidents-summary';
import type { MatchIncident, TimelineItem } from '@/lib/match-centre-data';
import { TimelineEntry, type ItemShare } from './timeline-item';
import styles from './timeline.module.css';

/**
 * 001 §4 the timeline, newest first, with 'load more' for older items and, after the last of
 * them, the match's incidents grouped by section type (then hasMore is false); the load-more
 * error state with a retry. With an `?event=` item (isTimeline false) only that item is shown,
 * with a link to the whole coverage.
 */
export function TimelineList({
  timeline,
  pagePath,
  apiBase,
  share,
  incidents,
  nextLoad,
  onLoadMore,
}: {
  timeline: MatchTimelineState<TimelineItem>;
  pagePath: string;
  /** The content API for the items' like buttons (`…/api/v3`). */
  apiBase: string;
  /** What each item's share button shares (the page URL, the club's share settings). */
  share: ItemShare;
  /** The match's incidents, shown once 'load more' has read them (`incidentsJoined`). */
  incidents: readonly MatchIncident[];
  /** What 'load more' reads next (the button's label). */
  nextLoad: 'page' | 'incidents' | null;
  onLoadMore: () => void;
}) {
  const t = useTranslations('matchCentre');
  const viewed = new Set(timeline.viewedComponents);
  const event = timeline.isTimeline
    ? undefined
    : timeline.components.find((item) => item.id === timeline.eventId);
  const shown = event ? [event] : timeline.components;
  const incidentsShown = !event && timeline.incidentsJoined;
  const forIncidents = nextLoad === 'incidents';
  return (
    <section id="coverage" aria-labelledby="match-centre-coverage" tabIndex={-1}>
      <h2 id="match-centre-coverage" className="visually-hidden">
        {t('minuteByMinute')}
      </h2>
      {shown.length === 0 && !incidentsShown ? (
        <p>{t('noItems')}</p>
      ) : shown.length === 0 ? null : (
        <ol className={styles.list} reversed>
          {shown.map((item) => (
            <TimelineEntry
              key={item.id}
              item={item}
              pagePath={pagePath}
              apiBase={apiBase}
              share={share}
              unseen={!viewed.has(item.id)}
            />
          ))}
        </ol>
      )}
      {incidentsShown ? (
        <section className={styles.incidents} aria-labelledby="match-centre-timeline-incidents">
          <h3 id="match-centre-timeline-incidents" className={styles.incidentsTitle}>
            {t('incidents')}
          </h3>
          <IncidentsSummary
            incidents={incidents}
            apiBase={apiBase}
            headingLevel={4}
            idPrefix="timeline-incidents"
          />
        </section>
      ) : null}
      {event ? (
        <p className={styles.more}>
          <a className={styles.link} href={`${pagePath}#coverage`}>
            {t('showAll')}
          </a>
        </p>
      ) : timeline.hasMore && nextLoad !== null ? (
        <div className={styles.more}>
          {timeline.loadMoreStatus === 'error' ? (
            <p className={styles.error} role="alert">
              {forIncidents ? t('loadIncidentsError') : t('loadMoreError')}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.button}
            aria-busy={timeline.loadMoreStatus === 'loading'}
            disabled={timeline.loadMoreStatus === 'loading'}
            onClick={onLoadMore}
          >
            {timeline.loadMoreStatus === 'error'
              ? t('retry')
              : forIncidents
                ? t('loadIncidents')
                : t('loadMore')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
