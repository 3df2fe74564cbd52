import 'server-only';
import { cache } from 'react';
import { MENUS } from '@trybuna/domain';
import { markCurrent, menuLinkView, resolveLinks, type MenuGroupView } from '@/lib/menu-links';
import type { PageContext } from '@/lib/server/page-context';
import { legalMenuGroup } from './legal-menu-group';

/**
 * The section's menu groups as the menu island and the footer both get them: the groups of
 * `MENUS` (the footer's columns), then the legal links (the footer's last row, the menu's last
 * group), each menu's current entry marked (000 §2.4; the footer does not show it).
 *
 * One set of objects per request (`cache`, keyed by the page's context): React's RSC payload
 * writes an object a second client component gets once and refers to it the second time, so the
 * footer's ~60 links cost a reference instead of a copy (issue 31, docs/web.md).
 */
export const shellMenuGroups = cache(
  (ctx: PageContext): { columns: MenuGroupView[]; legal: MenuGroupView } => {
    const groups = markCurrent(
      MENUS[ctx.section]
        .map((group) => ({
          id: group.id,
          label: group.label,
          links: resolveLinks(group.items, ctx.links),
        }))
        .concat(legalMenuGroup(ctx)),
      ctx.path,
    ).map((group) => ({ ...group, links: group.links.map(menuLinkView) }));
    const legal = groups.pop() ?? { id: 'legal', label: '', links: [] };
    return { columns: groups, legal };
  },
);
