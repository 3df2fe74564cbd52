import { Activity, type ReactNode } from 'react';

/**
 * A part of a long server-rendered page that React hydrates on its own, after the page around
 * it and in short slices that let the browser paint and answer taps in between. React keeps a
 * visible `<Activity>` boundary of the server HTML dehydrated during the first pass and
 * hydrates it at low priority (time-sliced); unlike a `<Suspense>` boundary it is never
 * outlined into a hidden block streamed later, so the HTML reads the same without scripts.
 * A tap on a part not hydrated yet hydrates it first and is then replayed.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
