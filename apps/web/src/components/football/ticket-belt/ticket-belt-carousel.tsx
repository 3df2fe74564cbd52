'use client';

import { TICKET_BELT_AUTOPLAY_MS, ticketCounterLabel } from '@trybuna/domain';
import { ChevronIcon, PauseIcon, PlayIcon } from '@/components/icons/stroke-icons';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/chrome/use-hydrated';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';
import { browserPollerEnvironment } from '@/components/chrome/visible-poller';
import type { BeltCounter, BeltSide, BeltSlideView } from './belt-counters';
import { startBeltRefresh } from './belt-refresh';
import scroller from '@/components/chrome/carousel.module.css';
import styles from './ticket-belt.module.css';
import { useCarousel } from '@/components/chrome/use-carousel';

function Side({ side }: { side: BeltSide }) {
  return (
    <span className={styles.side}>
      {side.crest ? (
        <img
          src={side.crest.src}
          width={side.crest.width}
          height={side.crest.height}
          alt=""
          className={styles.crest}
          decoding="async"
        />
      ) : null}
      <span className={styles.sideName}>{side.name}</span>
    </span>
  );
}

function Slide({ slide, counter }: { slide: BeltSlideView; counter: BeltCounter }) {
  const t = useTranslations('football');
  const label = slide.kind === 'match' ? t('soldTickets') : t('soldPackages');
  return (
    <div className={styles.slide} data-belt-slide={slide.kind}>
      {slide.kind === 'match' ? (
        <div className={styles.what}>
          <p className={styles.teams}>
            <Side side={slide.home} />
            <span className={styles.dash} aria-hidden="true">
              –
            </span>
            <span className="visually-hidden"> – </span>
            <Side side={slide.away} />
          </p>
          <p className={styles.when}>
            {slide.date}
            {slide.venue ? <span className={styles.venue}>, {slide.venue}</span> : null}
          </p>
        </div>
      ) : (
        <div className={styles.what}>
          <p className={styles.season}>{slide.name}</p>
        </div>
      )}
      <p className={styles.counter}>
        <span className={styles.counterLabel}>{label}</span>{' '}
        <span className={styles.count} data-belt-count="">
          {ticketCounterLabel(counter.sold, counter.pool)}
        </span>
      </p>
    </div>
  );
}

/**
 * 001 §4, §9 the belt's carousel (`useCarousel`, a native scroll-snap scroller): one slide at a
 * time, autoplay every 3600 ms in an infinite loop (from the last slide back to the first),
 * paused while hovered or focused or the tab is hidden and off under reduced motion, with a
 * pause button (WCAG 2.2.2) and previous / next buttons. Once hydrated, the slides off screen
 * are hidden and inert. The counters are re-read every 60 s while the page
 * is visible (`startBeltRefresh`); the slides themselves come from the server.
 *
 * On phones the belt is one row (the slide's teams and count, 'KUP BILETY'); the disclosure
 * button before it (shown below 530 px only, disabled until hydrated) opens the rest: the date
 * and venue, the slide controls and the sponsor. The stylesheet hides them while `data-open` is
 * absent, so the server's HTML is already the closed row.
 */
export function TicketBeltCarousel({
  slides,
  urls,
  children,
}: {
  slides: BeltSlideView[];
  urls: { matches: string; seasons: string };
  /** The belt's links (server HTML), inside the part whose hover and focus pause it. */
  children?: ReactNode;
}) {
  const t = useTranslations('football');
  const tModules = useTranslations('modules');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const several = slides.length > 1;
  // Paused by the button (WCAG 2.2.2), or while the pointer or the focus is anywhere in the belt,
  // or the tab is hidden; never playing under reduced motion.
  const carousel = useCarousel({
    count: slides.length,
    loop: several,
    autoplayMs: TICKET_BELT_AUTOPLAY_MS,
  });
  const selected = carousel.index;
  const [counters, setCounters] = useState<Map<string, BeltCounter>>(new Map());

  // 000 §8: a failed re-read keeps the counters shown, is reported and raises the toast once.
  const readFailure = useFailedRead('belt');
  useEffect(() => {
    const refresh = startBeltRefresh({
      urls,
      env: browserPollerEnvironment(),
      onCounters: (next) => {
        setCounters((previous) => new Map([...previous, ...next]));
      },
      onFailure: readFailure.failed,
      onSuccess: readFailure.succeeded,
    });
    return () => {
      refresh.stop();
    };
  }, [urls, readFailure]);

  return (
    <div className={styles.carousel} data-open={open ? '' : undefined} {...carousel.rootProps}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        disabled={!hydrated}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <ChevronIcon direction="down" size={20} />
        <span className="visually-hidden">{t('beltMore')}</span>
      </button>
      {/* Focusable: a scroller whose slides hold no control is reached by the keyboard so. */}
      <div
        className={`${scroller.scroller} ${styles.viewport}`}
        ref={carousel.viewportRef}
        tabIndex={several ? 0 : undefined}
        onKeyDown={carousel.onKeyDown}
      >
        <div className={styles.track}>
          {slides.map((slide, index) => {
            const hidden = carousel.ready && index !== selected ? true : undefined;
            return (
              <div
                key={slide.key}
                className={`${styles.cell} ${scroller.slide}`}
                role="group"
                aria-roledescription={t('slide')}
                aria-label={t('slideOf', { index: index + 1, count: slides.length })}
                aria-hidden={hidden}
                inert={hidden}
              >
                <Slide slide={slide} counter={counters.get(slide.key) ?? slide.counter} />
              </div>
            );
          })}
        </div>
      </div>
      {several ? (
        <div className={styles.controls}>
          {carousel.autoplayAvailable ? (
            <button
              type="button"
              className={styles.control}
              aria-label={carousel.paused ? t('play') : t('pause')}
              disabled={!carousel.ready}
              onClick={() => {
                carousel.setPaused(!carousel.paused);
              }}
            >
              {carousel.paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            aria-label={tModules('previous')}
            onClick={carousel.previous}
            disabled={!carousel.ready}
          >
            <ChevronIcon direction="left" size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={tModules('next')}
            onClick={carousel.next}
            disabled={!carousel.ready}
          >
            <ChevronIcon direction="right" size={18} />
          </button>
        </div>
      ) : null}
      {children}
    </div>
  );
}
