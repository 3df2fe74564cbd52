import { timelineActions, type MatchTimelineState, type TimelineAction } from '@trybuna/domain';
import type { TimelineItem } from '@/lib/match-centre-data';

/**
 * The actions that bring the timeline up to date with a fresh first page read over HTTP (the
 * fallback poll, a catch-up, a resync): new items are added oldest first (so the newest ends up
 * first; marked viewed only while the page is visible, 001 §4), known ones updated, and items
 * within the page's range that the page no longer holds are removed (deleted meanwhile).
 */
export function syncActions(
  state: MatchTimelineState<TimelineItem>,
  page: { items: readonly TimelineItem[]; hasMore: boolean },
  visible: boolean,
): TimelineAction<TimelineItem>[] {
  const known = new Set(state.components.map((item) => item.id));
  const fresh = new Set(page.items.map((item) => item.id));
  const actions: TimelineAction<TimelineItem>[] = [];
  for (const item of [...page.items].reverse()) {
    actions.push(
      known.has(item.id) ? timelineActions.update(item) : timelineActions.add(item, { visible }),
    );
  }
  const oldest = page.items.length === 0 ? null : Math.min(...page.items.map((i) => Number(i.id)));
  for (const item of state.components) {
    if (fresh.has(item.id)) continue;
    const inRange = oldest === null ? !page.hasMore : Number(item.id) >= oldest;
    if (inRange) actions.push(timelineActions.remove(item.id));
  }
  return actions;
}

/** How many pages a catch-up reads at most before it starts the timeline afresh. */
const CATCH_UP_MAX_PAGES = 5;

export interface CatchUp {
  items: TimelineItem[];
  hasMore: boolean;
  /** Pages read (1…CATCH_UP_MAX_PAGES). */
  pages: number;
  /** Whether the pages reached an item the page already had (no gap left between them). */
  joined: boolean;
}

/**
 * Reads the newest pages until one holds an item the page already has (or there are no older
 * ones): more than a page may have arrived while the page was away (a long network drop ending
 * in a resync), and reading only the first would leave a gap in the middle of the timeline.
 */
export async function catchUpPages(
  readPage: (page: number) => Promise<{ items: TimelineItem[]; hasMore: boolean }>,
  knownIds: ReadonlySet<string>,
  maxPages: number = CATCH_UP_MAX_PAGES,
): Promise<CatchUp> {
  const items: TimelineItem[] = [];
  for (let page = 1; ; page += 1) {
    const read = await readPage(page);
    items.push(...read.items);
    const joined = knownIds.size === 0 || read.items.some((item) => knownIds.has(item.id));
    if (joined || !read.hasMore || page >= maxPages) {
      return { items, hasMore: read.hasMore, pages: page, joined: joined || !read.hasMore };
    }
  }
}
