import { parseGalleryDeepLink } from '@trybuna/domain';

/** `index` kept inside a gallery of `total` slides. */
export function clampSlide(index: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(total - 1, Math.max(0, Math.trunc(index)));
}

/**
 * The slide a key moves to while the gallery has focus: arrows step, Home and End jump to the
 * ends; null for other keys and moves that go nowhere.
 */
export function slideForKey(key: string, index: number, total: number): number | null {
  const steps: Readonly<Record<string, number>> = {
    ArrowLeft: index - 1,
    ArrowRight: index + 1,
    Home: 0,
    End: total - 1,
  };
  const wanted = steps[key];
  if (wanted === undefined) return null;
  const next = clampSlide(wanted, total);
  return next === index ? null : next;
}

/** Goes to the slide a key asks for (`slideForKey`), keeping the key's default from the page. */
export function goForKey(
  event: { key: string; preventDefault: () => void },
  index: number,
  total: number,
  go: (next: number) => void,
): void {
  const next = slideForKey(event.key, index, total);
  if (next === null) return;
  event.preventDefault();
  go(next);
}

/** What a page load does for a gallery (000 §2.11). */
export interface DeepLinkTarget {
  /** The 0-based slide to open full screen, or null when the link names none that exists. */
  open: number | null;
}

/**
 * 000 §2.11: whether `?gallery=&slide=` in `search` names this gallery (null if not), and the
 * slide to open full screen when it exists (`slide` is 1-based, as the counter shows).
 */
export function deepLinkTarget(
  search: string,
  galleryIndex: number,
  total: number,
): DeepLinkTarget | null {
  const link = parseGalleryDeepLink(search);
  if (link?.gallery !== galleryIndex) return null;
  const open = link.slide !== null && link.slide <= total ? link.slide - 1 : null;
  return { open };
}

/** The counter's text: 'n / total', n 1-based. */
export function slideCounter(index: number, total: number): string {
  return `${String(index + 1)} / ${String(total)}`;
}
