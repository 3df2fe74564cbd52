'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

export interface TimetableHashProps {
  /** The hash value of the tab this page shows (001 §2: upcoming, played, tables). */
  current: string;
  /** Each tab's hash value → the path of this team's page of that tab. */
  paths: Readonly<Record<string, string>>;
}

/**
 * 001 §2 timetable hash values: a timetable opened with `#upcoming`, `#played` or `#tables`
 * shows that tab (the tabs are pages of their own, so another tab's hash moves to its page,
 * without scrolling: 000 §4.8), and the page shown writes its own tab's hash into the address
 * (`history.replaceState`, no new history entry), also after a switch through the tab links.
 * Renders nothing.
 */
export function TimetableHash({ current, paths }: TimetableHashProps) {
  const router = useRouter();
  useEffect(() => {
    const follow = () => {
      const wanted = decodeURIComponent(window.location.hash.slice(1));
      const target = wanted !== current && Object.hasOwn(paths, wanted) ? paths[wanted] : null;
      if (target) {
        router.replace(`${target}#${wanted}`, { scroll: false });
      } else if (wanted !== current) {
        const { pathname, search } = window.location;
        window.history.replaceState(null, '', `${pathname}${search}#${current}`);
      }
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
    };
  }, [current, paths, router]);
  return null;
}
