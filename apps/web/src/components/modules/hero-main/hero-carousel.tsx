'use client';

import { HERO_AUTOPLAY_MS, HERO_FADE_MS } from '@trybuna/domain';
import { ChevronIcon } from '@/components/icons/stroke-icons';
import { Children, type ReactNode } from 'react';
import scroller from '@/components/chrome/carousel.module.css';
import styles from './hero-main-module.module.css';
import { useCarousel } from '@/components/chrome/use-carousel';

/**
 * The hero's carousel (`useCarousel`: a native scroll-snap scroller, swiped as the browser's
 * own); slides come from the server. Previous / next and the autoplay jump to the slide and fade
 * it in, and come round from the last to the first; autoplay holds while the hero is hovered or
 * focused or the tab hidden, and never runs under reduced motion. Once hydrated, the slides off
 * screen are hidden and inert (in the server's HTML every slide can be swiped to and used).
 * Previous and next are disabled until then (a click before would do nothing).
 */
export function HeroCarousel({
  children,
  labels,
}: {
  children: ReactNode;
  labels: { previous: string; next: string; slide: string };
}) {
  const slides = Children.toArray(children);
  const carousel = useCarousel({
    count: slides.length,
    loop: true,
    autoplayMs: HERO_AUTOPLAY_MS,
    fade: true,
    fadeMs: HERO_FADE_MS,
  });
  const selected = carousel.index;

  return (
    <div className={styles.carousel} {...carousel.rootProps}>
      <div className={scroller.scroller} ref={carousel.viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, i) => {
            const hidden = carousel.ready && i !== selected ? true : undefined;
            return (
              <div
                key={i}
                className={`${styles.cell} ${scroller.slide}`}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={`${String(i + 1)} / ${String(slides.length)}`}
                aria-hidden={hidden}
                inert={hidden}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            onClick={carousel.previous}
            aria-label={labels.previous}
            disabled={!carousel.ready}
          >
            <ChevronIcon direction="left" size={24} />
          </button>
          <span aria-live="polite">
            {selected + 1} / {slides.length}
          </span>
          <button
            type="button"
            onClick={carousel.next}
            aria-label={labels.next}
            disabled={!carousel.ready}
          >
            <ChevronIcon direction="right" size={24} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
