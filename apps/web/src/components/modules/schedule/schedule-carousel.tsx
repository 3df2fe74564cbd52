'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Children,
  useCallback,
  useEffect,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { usePrefersReducedMotion } from '../../chrome/use-prefers-reduced-motion';
import styles from './schedule-module.module.css';
import { useCarousel } from '../../chrome/use-carousel';

export interface ScheduleCarouselLabels {
  region: string;
  previous: string;
  next: string;
}

/**
 * 001 §2 swipeable incoming matches (Embla): swipe or drag, the previous / next buttons (off
 * at either end), the arrow keys on the focused carousel; several tiles show at once on wide
 * screens, one and a bit on phones. Nothing moves by itself; under reduced motion the buttons
 * and keys jump instead of scrolling. Tabbing to a tile brings it into view (Embla's focus
 * watch).
 */
export function ScheduleCarousel({
  children,
  labels,
}: {
  children: ReactNode;
  labels: ScheduleCarouselLabels;
}) {
  const tiles = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, embla] = useCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [edges, setEdges] = useState({ previous: false, next: tiles.length > 1 });

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setEdges({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const go = useCallback(
    (to: 'previous' | 'next') => {
      if (to === 'previous') embla?.scrollPrev(reducedMotion);
      else embla?.scrollNext(reducedMotion);
    },
    [embla, reducedMotion],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go('previous');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go('next');
    }
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-label={labels.region}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={emblaRef}>
        <ul className={styles.track}>
          {tiles.map((tile, index) => (
            <li key={index} className={styles.tile}>
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
            onClick={() => {
              go('previous');
            }}
            disabled={!embla || !edges.previous}
            aria-label={labels.previous}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              go('next');
            }}
            disabled={!embla || !edges.next}
            aria-label={labels.next}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
