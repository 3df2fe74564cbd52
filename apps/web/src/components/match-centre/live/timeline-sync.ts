import { timelineActions, type MatchTimelineState, type TimelineAction } from '@trybuna/domain';
import type { TimelineItem } from '../match-centre-data';

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
