'use client';

import Autoplay from 'embla-carousel-autoplay';
import Fade from 'embla-carousel-fade';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../chrome/use-prefers-reduced-motion';
import styles from './hero-main-module.module.css';
import { useCarousel } from '../../chrome/use-carousel';

/** 000 §4.10, §9: autoplay 6000 ms, fade 400 ms, infinite, one slide at a time, pauses on focus. */
export const HERO_AUTOPLAY_MS = 6000;
export const HERO_FADE_MS = 400;

/**
 * The hero's carousel (Embla with its fade and autoplay plugins); slides come from the server.
 * Previous and next are disabled until the carousel runs (a click before would do nothing).
 */
export function HeroCarousel({
  children,
  labels,
}: {
  children: ReactNode;
  labels: { previous: string; next: string; slide: string };
}) {
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, embla] = useCarousel({ loop: true, duration: HERO_FADE_MS / 10 }, [
    Fade(),
    Autoplay({
      delay: HERO_AUTOPLAY_MS,
      stopOnInteraction: false,
      stopOnFocusIn: true,
      stopOnMouseEnter: true,
      active: !reducedMotion,
    }),
  ]);
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setSelected(embla.selectedScrollSnap());
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);
  const go = useCallback(
    (to: 'prev' | 'next') => {
      if (to === 'prev') embla?.scrollPrev();
      else embla?.scrollNext();
    },
    [embla],
  );

  return (
    <div className={styles.carousel}>
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={styles.cell}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={`${String(i + 1)} / ${String(slides.length)}`}
              aria-hidden={i === selected ? undefined : true}
              inert={i === selected ? undefined : true}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            onClick={() => {
              go('prev');
            }}
            aria-label={labels.previous}
            disabled={!embla}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <span aria-live="polite">
            {selected + 1} / {slides.length}
          </span>
          <button
            type="button"
            onClick={() => {
              go('next');
            }}
            aria-label={labels.next}
            disabled={!embla}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
