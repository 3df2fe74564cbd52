'use client';

import { HERO_FADE_MS } from '@trybuna/domain';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  clampIndex,
  nearestSlide,
  scrollEdges,
  snapPoints,
  stepTarget,
  type StepTarget,
} from './carousel-geometry';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface CarouselOptions {
  /** How many slides the track holds. */
  count: number;
  /** Past the last slide comes the first again, and before the first the last (hero, belt). */
  loop?: boolean;
  /** Moves by itself every this many ms (none when absent), paused as `Carousel.playing` says. */
  autoplayMs?: number;
  /** Moves by the buttons, keys and autoplay jump and fade the new slide in (the hero). */
  fade?: boolean;
  /** How long the fade takes; also a looping carousel's wrap from one end to the other. */
  fadeMs?: number;
}

export interface Carousel {
  /** The scroller (`overflow-x: auto; scroll-snap-type: x mandatory`); its first child holds the slides. */
  viewportRef: (viewport: HTMLElement | null) => void;
  /** The scroller once attached (to give it the focus back). */
  viewport: RefObject<HTMLElement | null>;
  /** The slide shown (the first on screen): 0 in the server's HTML. */
  index: number;
  /** Hydrated and measured: the buttons can work. */
  ready: boolean;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  /** Shows slide `index`; `instant` jumps (always so under reduced motion). */
  scrollTo: (index: number, options?: { instant?: boolean }) => void;
  /** Arrow keys step, Home and End go to the ends; for the carousel's focusable element. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Whether autoplay is running now (available, not paused, nothing hovered or focused, tab shown). */
  playing: boolean;
  /** Whether autoplay runs at all: asked for, more than one slide, no reduced motion. */
  autoplayAvailable: boolean;
  /** The pause button's state (WCAG 2.2.2). */
  paused: boolean;
  setPaused: (paused: boolean) => void;
  /** For the carousel's root: hovering or focusing anything in it holds the autoplay. */
  rootProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** Whether the tab is shown (true on the server). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => !document.hidden,
    () => true,
  );
}

interface Measure {
  points: number[];
  scrollLeft: number;
  maxScroll: number;
}

function measure(viewport: HTMLElement): Measure {
  const slides = Array.from(viewport.firstElementChild?.children ?? []);
  const left = viewport.getBoundingClientRect().left + viewport.clientLeft;
  const scrollLeft = viewport.scrollLeft;
  const maxScroll = viewport.scrollWidth - viewport.clientWidth;
  const offsets = slides.map((slide) => slide.getBoundingClientRect().left - left + scrollLeft);
  return { points: snapPoints(offsets, maxScroll), scrollLeft, maxScroll };
}

/** A scroll has stopped: `scrollend` where the browser has it, else a quiet moment after `scroll`. */
function onScrollSettled(viewport: HTMLElement, settled: () => void, scrolled: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const native = 'onscrollend' in window;
  const onScroll = () => {
    scrolled();
    if (native) return;
    clearTimeout(timer);
    timer = setTimeout(settled, 150);
  };
  viewport.addEventListener('scroll', onScroll, { passive: true });
  if (native) viewport.addEventListener('scrollend', settled);
  return () => {
    clearTimeout(timer);
    viewport.removeEventListener('scroll', onScroll);
    viewport.removeEventListener('scrollend', settled);
  };
}

/**
 * The one controller of the site's carousels (hero, ticket belt, schedule, gallery slider):
 * a native horizontal scroller with scroll snapping (swipe, trackpad, keyboard and no script
 * all work as the browser's own), plus previous / next (off at the ends unless `loop`),
 * `scrollTo`, the arrow keys, and autoplay held while the carousel is hovered or focused, the
 * tab is hidden or the pause button is pressed, and never under reduced motion (which also makes
 * every move a jump). It reads the layout only after hydration, on scroll and on resize, so the
 * server's HTML is the first frame and nothing shifts.
 */
export function useCarousel({
  count,
  loop = false,
  autoplayMs,
  fade = false,
  fadeMs = HERO_FADE_MS,
}: CarouselOptions): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const visible = usePageVisible();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  // The same element for moves asked for in the effects of the commit that attached it.
  const viewportElement = useRef<HTMLElement | null>(null);
  const attach = useCallback((element: HTMLElement | null) => {
    viewportElement.current = element;
    setViewport(element);
  }, []);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  const [edges, setEdges] = useState({ previous: false, next: count > 1 });
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A move asked for (button, key, autoplay) until its scroll arrives; a swipe cancels it.
  const target = useRef<number | null>(null);

  useEffect(() => {
    if (!viewport) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollLeft, maxScroll } = measure(viewport);
      const now = scrollEdges(scrollLeft, maxScroll);
      setEdges((was) => (was.previous === now.previous && was.next === now.next ? was : now));
    };
    const scrolled = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const settled = () => {
      const { points, scrollLeft } = measure(viewport);
      const shown = nearestSlide(points, scrollLeft);
      if (target.current !== null) {
        // Still on the way (a scroll retargeted by the next click): the asked slide stays shown.
        if (Math.abs((points[target.current] ?? 0) - scrollLeft) > 1) return;
        target.current = null;
      }
      setIndex(shown);
      scrolled();
    };
    const userScroll = () => {
      target.current = null;
    };
    const stopSettled = onScrollSettled(viewport, settled, scrolled);
    const inputs = ['pointerdown', 'wheel', 'touchstart'] as const;
    for (const name of inputs) viewport.addEventListener(name, userScroll, { passive: true });
    const resize = new ResizeObserver(scrolled);
    resize.observe(viewport);
    update();
    setReady(true);
    return () => {
      cancelAnimationFrame(frame);
      stopSettled();
      for (const name of inputs) viewport.removeEventListener(name, userScroll);
      resize.disconnect();
    };
  }, [viewport]);

  const show = useCallback(
    (to: number, how: { instant?: boolean; wrapped?: boolean } = {}) => {
      const wanted = clampIndex(to, count);
      setIndex(wanted);
      // Without a scroller (a gallery shown as a grid), the index is all there is.
      const viewport = viewportElement.current;
      if (!viewport) return;
      const { points, scrollLeft } = measure(viewport);
      const left = points[wanted] ?? 0;
      const moves = Math.abs(left - scrollLeft) > 1;
      // No scroll comes for a slide already shown: nothing to wait for.
      target.current = moves ? wanted : null;
      const jump = reducedMotion || how.instant === true || fade || how.wrapped === true;
      viewport.scrollTo({ left, behavior: jump ? 'instant' : 'smooth' });
      if (jump && moves && !reducedMotion && how.instant !== true) {
        viewport.firstElementChild?.children[wanted]?.animate([{ opacity: 0 }, { opacity: 1 }], {
          duration: fadeMs,
          easing: 'ease-out',
        });
      }
    },
    [count, reducedMotion, fade, fadeMs],
  );

  const step = useCallback(
    (direction: -1 | 1) => {
      const viewport = viewportElement.current;
      if (!viewport) return;
      const { points, scrollLeft } = measure(viewport);
      // From the slide asked for while its scroll is on the way, else from the one on screen.
      const from = target.current ?? nearestSlide(points, scrollLeft);
      const to: StepTarget | null = stepTarget(points, from, direction, loop);
      if (to) show(to.index, { wrapped: to.wrapped });
    },
    [loop, show],
  );

  const previous = useCallback(() => {
    step(-1);
  }, [step]);
  const next = useCallback(() => {
    step(1);
  }, [step]);
  const scrollTo = useCallback(
    (to: number, options?: { instant?: boolean }) => {
      show(to, { instant: options?.instant === true });
    },
    [show],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Readonly<Record<string, () => void>> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => {
        show(0);
      },
      End: () => {
        show(count - 1);
      },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const autoplayAvailable = autoplayMs !== undefined && count > 1 && !reducedMotion;
  const playing = autoplayAvailable && ready && !paused && !hovered && !focused && visible;
  useEffect(() => {
    if (!playing) return;
    // Re-armed at every slide change, so a swipe or a click gives the new slide its full time.
    const timer = setTimeout(next, autoplayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [playing, index, next, autoplayMs]);

  const several = count > 1;
  return {
    viewportRef: attach,
    viewport: viewportElement,
    index,
    ready,
    canPrevious: several && (loop || edges.previous),
    canNext: several && (loop || edges.next),
    previous,
    next,
    scrollTo,
    onKeyDown,
    playing,
    autoplayAvailable,
    paused,
    setPaused,
    rootProps: {
      onMouseEnter: () => {
        setHovered(true);
      },
      onMouseLeave: () => {
        setHovered(false);
      },
      onFocus: () => {
        setFocused(true);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
