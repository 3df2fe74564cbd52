'use client';

import {
  formatLikesCount,
  likeActions,
  likeKey,
  shouldShowLikesCount,
  type LikeRef,
  type LikeType,
} from '@trybuna/domain';
import { browserApi, LIKES_COUNT_PATHS } from '@trybuna/api-client/browser';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '@/components/chrome/toasts';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import { useHydrated } from '@/components/chrome/use-hydrated';
import { createLikeBatcher, type LikeBatcher } from './like-batcher';
import { readLikeCount } from './like-count-read';
import { readLikeUserCounter } from './like-cookie';
import { pageLikeStore, useLikeItem, type LikeStore } from './like-store-client';
import styles from './like-button.module.css';

export interface LikeButtonProps {
  /** The like type of 000 §3 (article, component and match are the ones on screen). */
  type: LikeType;
  id: string;
  /** The count the page was rendered with (its `likes_count`); refreshed from the API. */
  initialCount?: number;
  /** The content API base, e.g. `https://api.example/api/v3`. */
  apiBaseUrl: string;
  /** The page of a component (its count is read through `current_page/{pageId}`). */
  pageId?: string;
  /**
   * The type the item was liked as before (a timeline item's `match_centre_component`): its
   * like cookie is read when the item has none of `type` yet.
   */
  cookieFallbackType?: LikeType;
  className?: string;
  /** The store the button shares with the others of the page (tests pass their own). */
  store?: LikeStore;
}

const readsByStore = new WeakMap<LikeStore, Set<string>>();

/** Items of a store whose server count has been asked for. */
function countReads(store: LikeStore): Set<string> {
  let reads = readsByStore.get(store);
  if (!reads) {
    reads = new Set();
    readsByStore.set(store, reads);
  }
  return reads;
}

/** Whether the API has a count to read for this item (000 §7.3). */
function countIsReadable(type: LikeType, pageId: string | undefined): boolean {
  if (LIKES_COUNT_PATHS[type] === undefined) return false;
  return type !== 'component' || (pageId !== undefined && pageId !== '');
}

/**
 * 000 §4.2 like button: up to MAX_CLICK_LIKES likes per user per item (remembered in the
 * cookie `type+id`), sent in batches 500 ms after the last click, one POST per like; the heart
 * fills once the user has liked, each click shows '+1', and the total shows from 10 likes.
 */
export function LikeButton({
  type,
  id,
  initialCount,
  apiBaseUrl,
  pageId,
  cookieFallbackType,
  className,
  store = pageLikeStore,
}: LikeButtonProps) {
  const t = useTranslations('likes');
  const tCommon = useTranslations('common');
  const toast = useToast();
  const item = useLikeItem(type, id, store);
  const batcher = useRef<LikeBatcher | null>(null);
  const [bursts, setBursts] = useState({ key: '', count: 0 });
  const countId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const itemKey = likeKey(type, id);

  const errorMessage = tCommon('anError');

  useEffect(() => {
    const ref: LikeRef = { id, type };
    const current = createLikeBatcher({
      item: ref,
      post: async (like) => {
        const { api, client } = await browserApi(apiBaseUrl, 'likes');
        return api.postLike(client, like);
      },
      writeCookie: (assignment) => {
        document.cookie = assignment;
      },
      // 000 §8: a failed like post shows the generic error toast.
      onError: () => {
        toast.show({ message: errorMessage });
      },
      onSent: (count) => {
        store.dispatch(likeActions.sent(ref, count));
      },
    });
    batcher.current = current;

    if (!store.getState()[itemKey]?.isInitialized) {
      store.dispatch(likeActions.add(ref));
      store.dispatch(
        likeActions.initialise(ref, {
          userCounter: readLikeUserCounter(document.cookie, type, id, cookieFallbackType),
          ...(initialCount === undefined ? {} : { likesCount: initialCount }),
        }),
      );
    }

    // The server's count is read once per item and page (not again by a second button), when
    // the button comes near the screen: a team page or a timetable holds dozens of buttons,
    // and reading them all at load would be dozens of requests and re-renders at once.
    const controller = new AbortController();
    const reads = countReads(store);
    let reading = false;
    let observer: IntersectionObserver | null = null;
    const read = () => {
      if (reads.has(itemKey) || controller.signal.aborted) return;
      reads.add(itemKey);
      reading = true;
      readLikeCount(
        apiBaseUrl,
        { type, id, ...(pageId === undefined ? {} : { pageId }) },
        controller.signal,
      )
        .then((count) => {
          if (count === null || controller.signal.aborted) return;
          // Likes clicked before the answer are not in it yet.
          store.dispatch(likeActions.initialise(ref, { likesCount: count + current.unsent() }));
        })
        .catch(() => {
          // The rendered count stays; a failed read is not worth a toast.
          if (!controller.signal.aborted) reads.delete(itemKey);
        })
        .finally(() => {
          reading = false;
        });
    };
    if (countIsReadable(type, pageId) && !reads.has(itemKey)) {
      const element = root.current;
      if (element && typeof IntersectionObserver === 'function') {
        observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            observer = null;
            read();
          },
          { rootMargin: '200px' },
        );
        observer.observe(element);
      } else {
        read();
      }
    }

    // Clicks made just before leaving the page are sent rather than dropped.
    const onPageHide = () => {
      void current.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      observer?.disconnect();
      if (reading) {
        // Unmounted before the answer: the next button of this item reads again.
        reads.delete(itemKey);
        controller.abort();
      }
      void current.flush();
      if (batcher.current === current) batcher.current = null;
    };
  }, [
    type,
    id,
    pageId,
    cookieFallbackType,
    apiBaseUrl,
    initialCount,
    itemKey,
    store,
    toast,
    errorMessage,
  ]);

  const userCounter = item?.userCounter ?? 0;
  const total = item?.likesCount ?? initialCount ?? 0;
  const liked = userCounter > 0;
  const showCount = shouldShowLikesCount(total);
  // 000 §4.2: the '+1' counter starts again when the item changes.
  const burstCount = bursts.key === itemKey ? bursts.count : 0;

  const hydrated = useHydrated();

  const onClick = () => {
    const current = batcher.current;
    if (!current) return;
    const ref: LikeRef = { id, type };
    // The cookie also counts likes given in another tab.
    const before = Math.max(
      store.getState()[itemKey]?.userCounter ?? 0,
      readLikeUserCounter(document.cookie, type, id, cookieFallbackType),
    );
    const { added } = current.click(before);
    if (added === 0) return;
    store.dispatch(likeActions.like(ref, added));
    setBursts((previous) => ({
      key: itemKey,
      count: previous.key === itemKey ? previous.count + 1 : 1,
    }));
  };

  return (
    <span
      ref={root}
      className={[styles.like, className].filter(Boolean).join(' ')}
      data-like-type={type}
    >
      <button
        type="button"
        className={styles.button}
        aria-label={t('like')}
        aria-pressed={liked}
        aria-describedby={showCount ? countId : undefined}
        data-liked={liked ? 'true' : 'false'}
        // A click before hydration would be lost: the batcher is set up by the effect above.
        disabled={!hydrated}
        onClick={onClick}
      >
        <SpriteIcon
          name="heart"
          size={22}
          className={styles.icon}
          fill={liked ? 'currentColor' : 'none'}
        />
        {burstCount > 0 ? (
          // A new key restarts the animation on each click.
          <span key={burstCount} className={styles.plusOne} aria-hidden="true">
            +1
          </span>
        ) : null}
      </button>
      {showCount ? (
        <span id={countId} className={styles.count}>
          {formatLikesCount(total)}
        </span>
      ) : null}
    </span>
  );
}
