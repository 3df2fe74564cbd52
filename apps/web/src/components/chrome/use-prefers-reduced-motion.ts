'use client';

import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/** The same setting read once, for code that runs in the browser outside a render. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * Whether the visitor asked for reduced motion (DESIGN.md "Motion": whatever moves by itself
 * stops): false while rendering on the server, then the browser's setting, kept up to date.
 * The one hook for it: carousels, autoplay, smooth scrolling.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
