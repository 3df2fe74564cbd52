'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback } from 'react';

type EmblaArgs = Parameters<typeof useEmblaCarousel>;

/**
 * Embla's React hook, with its viewport handed over in a transition. Embla's ref is a state
 * setter: called while React commits the hydrated carousel, it is a synchronous update, so React
 * re-rendered and ran Embla's start-up (measuring every slide) inside the same task as the
 * commit, one long task per carousel on the home. In a transition, the start-up comes in a task
 * of its own once the page is committed. Every carousel of the site uses this hook.
 */
export function useCarousel(
  options?: EmblaArgs[0],
  plugins?: EmblaArgs[1],
): [(viewport: HTMLElement | null) => void, ReturnType<typeof useEmblaCarousel>[1]] {
  const [setViewport, api] = useEmblaCarousel(options, plugins);
  const ref = useCallback(
    (viewport: HTMLElement | null) => {
      startTransition(() => {
        setViewport(viewport);
      });
    },
    [setViewport],
  );
  return [ref, api];
}
