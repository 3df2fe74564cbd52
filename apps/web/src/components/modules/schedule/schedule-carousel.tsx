'use client';

import { ChevronIcon } from '@/components/icons/stroke-icons';
import { Children, type ReactNode } from 'react';
import scroller from '@/components/chrome/carousel.module.css';
import styles from './schedule-module.module.css';
import { useCarousel } from '@/components/chrome/use-carousel';

export interface ScheduleCarouselLabels {
  region: string;
  previous: string;
  next: string;
}

/**
 * 001 §2 swipeable incoming matches (`useCarousel`, a native scroll-snap scroller): swipe or
 * scroll, the previous / next buttons (off at either end), the arrow keys on the focused
 * carousel; several tiles show at once on wide screens, one and a bit on phones. Nothing moves
 * by itself; under reduced motion the buttons and keys jump instead of scrolling. Tabbing to a
 * tile brings it into view (the browser's own scrolling of a focused element).
 */
export function ScheduleCarousel({
  children,
  labels,
}: {
  children: ReactNode;
  labels: ScheduleCarouselLabels;
}) {
  const tiles = Children.toArray(children);
  const carousel = useCarousel({ count: tiles.length });

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-label={labels.region}
      tabIndex={-1}
      onKeyDown={carousel.onKeyDown}
    >
      <div className={scroller.scroller} ref={carousel.viewportRef}>
        <ul className={styles.track}>
          {tiles.map((tile, index) => (
            <li key={index} className={`${styles.tile} ${scroller.slide}`}>
              {tile}
            </li>
          ))}
        </ul>
      </div>
      {tiles.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={carousel.previous}
            disabled={!carousel.ready || !carousel.canPrevious}
            aria-label={labels.previous}
          >
            <ChevronIcon direction="left" size={24} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={carousel.next}
            disabled={!carousel.ready || !carousel.canNext}
            aria-label={labels.next}
          >
            <ChevronIcon direction="right" size={24} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
