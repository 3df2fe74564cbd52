'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { ARTICLE_LIST_INCLUDES, browserApi } from '@trybuna/api-client/browser';
import { newsListFilter } from '@trybuna/domain';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import { useHydrated } from '@/components/chrome/use-hydrated';
import type { CardData } from './card-data';
import styles from './news-list.module.css';

export interface ListFilter {
  categoryIds: readonly number[];
  kind: string | null;
  tag: string | null;
}

interface Props {
  apiBase: string;
  origin: string;
  club: string;
  /** The club's time zone (card dates). */
  timeZone: string;
  locale: 'pl' | 'en';
  filter: ListFilter;
  pageSize: number;
  /** Pages of the server-rendered list (the first is `children`). */
  last: number;
  children: ReactNode;
}

/** The cards' code (card, its data, dates, crops): loaded with the first page read here. */
const loadCards = () => import('./browser-cards');
type Cards = Awaited<ReturnType<typeof loadCards>>;

function params(filter: ListFilter, page: number, size: number, query?: string) {
  return {
    filter: newsListFilter(filter),
    include: ARTICLE_LIST_INCLUDES,
    sort: ['-publication_time'],
    page: { number: page, size },
    ...(query ? { query } : {}),
  };
}

/**
 * The list's moving parts in the browser: 'show more' pages after the server-rendered first
 * one, and search results when the address carries `?query=` (000 §2.4, §2.6) — searched by
 * the API, never filtered here.
 */
export function NewsListClient({
  apiBase,
  origin,
  club,
  timeZone,
  locale,
  filter,
  pageSize,
  last,
  children,
}: Props) {
  const t = useTranslations('news');
  const query = useSearchParams().get('query')?.trim() ?? '';
  // 000 §8: a failed search or 'show more' read is reported and shows the data-load toast.
  const readFailure = useFailedRead('news');
  const [more, setMore] = useState<CardData[]>([]);
  const [cards, setCards] = useState<Cards | null>(null);
  const hydrated = useHydrated();
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<CardData[] | null>(null);

  // The filter and the page's other props are fixed for the page; only the query reruns it.
  const search = useEffectEvent((searched: string, cancelled: () => boolean) => {
    Promise.all([browserApi(apiBase, 'articles'), loadCards()])
      .then(async ([{ api, client }, loaded]) => {
        const { data } = await api.getArticles(client, params(filter, 1, 24, searched), {
          language: locale,
        });
        if (cancelled()) return;
        setCards(loaded);
        setResults(loaded.toCards(data, origin, club, timeZone));
      })
      .catch((error: unknown) => {
        if (!cancelled()) readFailure.failed(error);
      });
  });

  useEffect(() => {
    if (!query) {
      setResults(null);
      return;
    }
    let cancelled = false;
    setResults(null);
    search(query, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [query]);

  const loadMore = async () => {
    setLoading(true);
    try {
      const next = page + 1;
      const [{ api, client }, loaded] = await Promise.all([
        browserApi(apiBase, 'articles'),
        loadCards(),
      ]);
      const { data } = await api.getArticles(client, params(filter, next, pageSize), {
        language: locale,
      });
      setCards(loaded);
      setMore((shown) => [...shown, ...loaded.toCards(data, origin, club, timeZone)]);
      setPage(next);
    } catch (error) {
      readFailure.failed(error, true);
    } finally {
      setLoading(false);
    }
  };

  const Card = cards?.ArticleCard;

  if (query) {
    return (
      <section aria-labelledby="search-results" className={styles.results}>
        <h2 id="search-results">{t('searchResults', { query })}</h2>
        {results === null || !Card ? (
          <p role="status">{t('loading')}</p>
        ) : results.length === 0 ? (
          <p role="status" className={styles.empty}>
            {t('noResults')}
          </p>
        ) : (
          <div className={styles.cards}>
            {results.map((card) => (
              <Card key={card.id} card={card} size="M" />
            ))}
          </div>
        )}
      </section>
    );
  }

  return (
    <>
      {children}
      {more.length > 0 && Card ? (
        <div className={styles.cards}>
          {more.map((card) => (
            <Card key={card.id} card={card} size="M" headingLevel={2} />
          ))}
        </div>
      ) : null}
      {page < last ? (
        <p className={styles.more}>
          <button
            type="button"
            className={styles.button}
            onClick={() => void loadMore()}
            disabled={loading || !hydrated}
          >
            {loading ? t('loading') : t('more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
