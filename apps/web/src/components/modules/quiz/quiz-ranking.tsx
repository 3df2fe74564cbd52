'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { QuizRankingRow } from './quiz-data';
import { createRankingLoader, type QuizRankingState } from './quiz-ranking-loader';
import styles from './quiz-module.module.css';

/** The ranking's rows: position, the fan (picture, nickname), points, time; the own row marked. */
export function QuizRankingList({
  name,
  state,
  onLoadMore,
  sentinel,
}: {
  name: string;
  state: QuizRankingState;
  onLoadMore: () => void;
  sentinel?: React.Ref<HTMLDivElement>;
}) {
  const t = useTranslations('quiz');
  return (
    <div className={styles.stage}>
      <h3 className={styles.heading} tabIndex={-1} data-quiz-focus="">
        {name}
      </h3>
      {state.rows.length > 0 ? (
        <ol className={styles.ranking} aria-busy={state.loading}>
          {state.rows.map((row, index) => (
            <li
              key={row.id}
              className={styles.row}
              data-own={row.own ? '' : undefined}
              aria-current={row.own ? 'true' : undefined}
            >
              <span className={styles.position}>{row.position ?? index + 1}.</span>
              <span className={styles.fan}>
                {row.avatarUrl ? (
                  <img
                    src={row.avatarUrl}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    decoding="async"
                    className={styles.avatar}
                  />
                ) : (
                  <span className={styles.avatar} aria-hidden="true">
                    {row.nickname.slice(0, 1).toUpperCase()}
                  </span>
                )}
                <span className={styles.nickname}>{row.nickname}</span>
                {row.own ? <span className={styles.you}>{t('you')}</span> : null}
              </span>
              <span className={styles.points}>
                {row.points} {t('points')}
              </span>
              <span className={styles.time}>{t('seconds', { seconds: row.time })}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {state.done && state.rows.length === 0 && !state.failed ? (
        <p className={styles.note}>{t('rankingEmpty')}</p>
      ) : null}
      {state.failed ? (
        <p className={styles.note} role="status">
          {t('rankingError')}
        </p>
      ) : null}
      {state.done ? null : (
        <>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          <button
            type="button"
            className={styles.secondary}
            onClick={onLoadMore}
            disabled={state.loading}
          >
            {state.loading ? t('loading') : t('loadMore')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * 001 §4 ranking stage: pages of 10 loaded as the list's end scrolls into view (and by the
 * 'load more' button, for keyboards), stopping on an empty page or an error (001 §8).
 */
export function QuizRanking({
  name,
  loadPage,
}: {
  name: string;
  loadPage: (page: number) => Promise<QuizRankingRow[]>;
}) {
  const [loader] = useState(() => createRankingLoader(loadPage));
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loader.loadMore();
  }, [loader]);

  // Observed again after each page: if the end is still in view, the next page follows.
  const { loading, done } = state;
  const count = state.rows.length;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || loading || done || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loader.loadMore();
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [loader, loading, done, count]);

  return (
    <QuizRankingList
      name={name}
      state={state}
      sentinel={sentinel}
      onLoadMore={() => {
        void loader.loadMore();
      }}
    />
  );
}
