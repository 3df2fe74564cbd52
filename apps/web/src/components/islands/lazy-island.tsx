import { Activity, lazy, type ComponentType, type JSX } from 'react';

/**
 * A client island in a chunk of its own, server-rendered as before: the server's HTML holds its
 * markup, and only a page that renders it loads its code, when hydration reaches it. Every
 * client component a route's server graph reaches joins that route's first load (docs/web.md
 * "What keeps the first load short"), so a `'use client'` file `x-lazy.tsx` exports
 * `lazyIsland(() => import('./x').then((m) => m.X))` and the server component imports that.
 *
 * `React.lazy`, not `next/dynamic`: the loader and preload code of `next/dynamic` (~1.3 KiB
 * gzip) would be in every CMS page's first load. The island sits in its own visible
 * `<Activity>`: React leaves that part dehydrated until the chunk has come (a tap on it is
 * replayed then) and hydrates the rest of the page meanwhile; on the server an Activity boundary
 * is never outlined, so the HTML reads the same without scripts.
 */
export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Island = (props: P) => (
    <Activity mode="visible">
      <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
    </Activity>
  );
  return Island;
}
