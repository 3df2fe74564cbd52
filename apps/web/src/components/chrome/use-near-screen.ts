'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the screen: an
 * island below the fold reads its data then, not during the page's load (docs/web.md "What else
 * keeps the first load short"). Without IntersectionObserver it is true at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, rootMargin = '800px 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near, ref, rootMargin]);
  return near;
}
