import { Suspense } from 'react';
import type { Article } from '@trybuna/api-client';
import type { NewsListQuery } from '@trybuna/domain';
import { islandMessages, translator, type SiteLocale } from '@/lib/i18n';
import { IslandMessages } from '@/components/chrome/intl-provider';
import { cardData } from '@/components/news/card-data';
import { NewsGrid } from '@/components/news/news-grid';
import { NewsListClient } from '@/components/news/news-list-client-lazy';
import styles from './pages.module.css';

/**
 * A news list (000 §2.4): the newest articles in the IRREGULAR grid with its advertisement,
 * 'show more' pages after it, and `?query=` search results in its place (NewsListClient).
 */
export function NewsListView({
  title,
  query,
  items,
  last,
  pageSize,
  locale,
  club,
  timeZone,
  origin,
  apiBase,
}: {
  title: string;
  query: NewsListQuery;
  items: readonly Article[];
  last: number;
  pageSize: number;
  locale: SiteLocale;
  club: string;
  /** The club's time zone (`club.timeZone`): card dates. */
  timeZone: string;
  /** The origin the list is served on: articles living elsewhere link to their own origin. */
  origin: string;
  /** The content API as the browser reaches it (more pages, search). */
  apiBase: string;
}) {
  const t = translator(locale);
  const cards = items.map((item) => cardData(item, origin, club, timeZone));
  const list =
    cards.length === 0 ? (
      <p className={styles.empty}>{t('common.emptyList')}</p>
    ) : (
      <NewsGrid
        layout="IRREGULAR"
        cards={cards}
        eager
        headingLevel={2}
        adLabel={t('modules.advertisement')}
      />
    );
  return (
    <div className="container">
      <div className={styles.head}>
        <h1>{title}</h1>
      </div>
      <IslandMessages messages={islandMessages(locale, 'newsList')}>
        <Suspense fallback={list}>
          <NewsListClient
            apiBase={apiBase}
            origin={origin}
            club={club}
            timeZone={timeZone}
            locale={locale}
            filter={{ categoryIds: query.categoryIds, kind: query.kind, tag: query.tag }}
            pageSize={pageSize}
            last={last}
          >
            {list}
          </NewsListClient>
        </Suspense>
      </IslandMessages>
    </div>
  );
}
