'use client';

import { TICKET_BELT_AUTOPLAY_MS, ticketCounterLabel } from '@trybuna/domain';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronDown, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../chrome/use-hydrated';
import { usePrefersReducedMotion } from '../../chrome/use-prefers-reduced-motion';
import { useFailedRead } from '../../chrome/toasts/use-failed-read';
import { browserPollerEnvironment } from '../../chrome/visible-poller';
import type { BeltCounter, BeltSide, BeltSlideView } from './belt-counters';
import { startBeltRefresh } from './belt-refresh';
import styles from './ticket-belt.module.css';
import { useCarousel } from '../../chrome/use-carousel';

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
 * 001 §4, §9 the belt's carousel: one slide at a time, autoplay every 3600 ms in an infinite
 * loop, paused while hovered or focused and off under reduced motion, with a pause button
 * (WCAG 2.2.2) and previous / next buttons. The counters are re-read every 60 s while the page
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
  const reducedMotion = usePrefersReducedMotion();
  const several = slides.length > 1;
  const autoplayAvailable = several && !reducedMotion;
  // Paused by the button (WCAG 2.2.2), or while the pointer or the focus is anywhere in the belt.
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [emblaRef, embla] = useCarousel({ loop: several, active: several }, [
    Autoplay({
      delay: TICKET_BELT_AUTOPLAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
      active: autoplayAvailable,
    }),
  ]);
  const [selected, setSelected] = useState(0);
  const [counters, setCounters] = useState<Map<string, BeltCounter>>(new Map());

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

  const playing = autoplayAvailable && !paused && !hovered && !focused;
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing]);
  // The plugin restarts itself after a swipe; a paused (or hovered, focused) belt stays still.
  useEffect(() => {
    if (!embla) return;
    const keepStill = () => {
      if (!playingRef.current) embla.plugins().autoplay.stop();
    };
    embla.on('pointerUp', keepStill);
    return () => {
      embla.off('pointerUp', keepStill);
    };
  }, [embla]);

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
    <div
      className={styles.carousel}
      data-open={open ? '' : undefined}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        disabled={!hydrated}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <ChevronDown aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('beltMore')}</span>
      </button>
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.cell}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { index: index + 1, count: slides.length })}
              aria-hidden={index === selected ? undefined : true}
              inert={index === selected ? undefined : true}
            >
              <Slide slide={slide} counter={counters.get(slide.key) ?? slide.counter} />
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <div className={styles.controls}>
          {autoplayAvailable ? (
            <button
              type="button"
              className={styles.control}
              aria-label={paused ? t('play') : t('pause')}
              disabled={!embla}
              onClick={() => {
                setPaused((value) => !value);
              }}
            >
              {paused ? (
                <Play aria-hidden="true" size={18} />
              ) : (
                <Pause aria-hidden="true" size={18} />
              )}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.control}
            aria-label={tModules('previous')}
            onClick={() => embla?.scrollPrev(reducedMotion)}
            disabled={!embla}
          >
            <ChevronLeft aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={tModules('next')}
            onClick={() => embla?.scrollNext(reducedMotion)}
            disabled={!embla}
          >
            <ChevronRight aria-hidden="true" size={18} />
          </button>
        </div>
      ) : null}
      {children}
    </div>
  );
}
