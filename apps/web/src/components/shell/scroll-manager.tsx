'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { shouldScrollToTop } from '@trybuna/domain';

/** 000 §4.8: scroll to the top on every path change, except between two timetable paths. */
export function ScrollManager() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (shouldScrollToTop(previous.current, pathname)) window.scrollTo({ top: 0, left: 0 });
    previous.current = pathname;
  }, [pathname]);
  return null;
}
