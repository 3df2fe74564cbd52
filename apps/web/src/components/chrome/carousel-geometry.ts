/**
 * The arithmetic of the site's carousels (native horizontal scroll-snap, `use-carousel.ts`):
 * where each slide's snap point lies, which slide the scroll position shows, whether previous /
 * next can move, and where a step or a wrap goes. Pure, so the rules are unit-tested.
 */

/** Half a pixel and a bit: sub-pixel layout rounds scroll positions. */
const EPSILON = 1;

/**
 * Each slide's snap point, `scroll-snap-align: start`: its left edge in the scroller (its
 * `offsetLeft`), kept between 0 and the furthest scroll, as the browser clamps it. The last
 * slides of a scroller showing several at once share the furthest scroll.
 */
export function snapPoints(slideOffsets: readonly number[], maxScroll: number): number[] {
  const max = Math.max(0, maxScroll);
  return slideOffsets.map((offset) => Math.min(max, Math.max(0, offset)));
}

/** The slide whose snap point is nearest `scrollLeft`: the first of equals (0 when none). */
export function nearestSlide(points: readonly number[], scrollLeft: number): number {
  let best = 0;
  let bestDistance = Infinity;
  points.forEach((point, index) => {
    const distance = Math.abs(point - scrollLeft);
    if (distance < bestDistance - EPSILON / 2) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/** Whether the scroller can move back or on from `scrollLeft` (without wrapping). */
export function scrollEdges(
  scrollLeft: number,
  maxScroll: number,
): { previous: boolean; next: boolean } {
  return { previous: scrollLeft > EPSILON, next: scrollLeft < maxScroll - EPSILON };
}

export interface StepTarget {
  /** The slide to show. */
  index: number;
  /** True when the step went past an end and came round to the other (a looping carousel). */
  wrapped: boolean;
}

/**
 * Where previous (-1) or next (+1) goes from `index` among `count` slides whose snap points are
 * `points`: the neighbour, skipping those that share the current snap point (several slides on
 * screen at the end); past an end, round to the other end when `loop`, else nowhere (null).
 */
export function stepTarget(
  points: readonly number[],
  index: number,
  direction: -1 | 1,
  loop: boolean,
): StepTarget | null {
  const count = points.length;
  if (count < 2) return null;
  const here = points[index] ?? 0;
  for (let next = index + direction; next >= 0 && next < count; next += direction) {
    if (Math.abs((points[next] ?? 0) - here) > EPSILON) {
      // Going back onto a run of equal points (the end), land on the first of them.
      let target = next;
      while (target > 0 && Math.abs((points[target - 1] ?? 0) - (points[next] ?? 0)) <= EPSILON) {
        target -= 1;
      }
      return { index: target, wrapped: false };
    }
  }
  if (!loop) return null;
  return { index: direction === 1 ? 0 : count - 1, wrapped: true };
}

/** `index` kept among `count` slides. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}
