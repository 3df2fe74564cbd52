import type { ClubConfig } from '@trybuna/config';
import {
  currentNavEntry,
  fillRoute,
  isInternalHref,
  SECTION_SOCIALS,
  type AppVariant,
  type MenuItem,
  type RouteWords,
  type SectionKey,
} from '@trybuna/domain';
import { externalUrl } from './external-url';

export interface ResolvedLink {
  id: string;
  label: string;
  href: string;
  /** Leaves the club's sites: new tab, rel nofollow noopener, outbound icon (000 §2.9). */
  external: boolean;
  anchors: { id: string; href: string }[];
  /** The one current entry of its menu (000 §2.4): 'page' on its own page, else 'true'. */
  current?: 'page' | 'true';
}

/**
 * A menu link as the menu island gets it: `external` and `anchors` only when set. Every prop of
 * a client component is repeated in each page's RSC payload, and the menu holds ~75 links.
 */
export interface MenuLinkView {
  label: string;
  href: string;
  external?: true;
  anchors?: { id: string; href: string }[];
  current?: 'page' | 'true';
}

/** A menu group: its links as the island gets them (`MenuLinkView`), or resolved on the server. */
export interface MenuGroupView<Link = MenuLinkView> {
  id: string;
  label: string;
  links: Link[];
}

export function menuLinkView(link: ResolvedLink): MenuLinkView {
  // No id: the menu keys its links by their place in the group (a fixed list), and every
  // field here is repeated for each of the ~75 links.
  return {
    label: link.label,
    href: link.href,
    ...(link.external ? { external: true as const } : {}),
    ...(link.anchors.length > 0 ? { anchors: link.anchors } : {}),
    ...(link.current ? { current: link.current } : {}),
  };
}

export interface LinkContext {
  club: ClubConfig;
  words: RouteWords;
  /** Origins of the soccer app and the variants (the club's own sites are not external). */
  origins: Readonly<Record<AppVariant, string>>;
  /** The variant rendering the page: soccer routes from another variant go to the soccer origin. */
  variant: AppVariant;
}

/** Menu keys that name one of the club's own sub-sites rather than a config URL. */
function ownSiteUrl(key: string, ctx: LinkContext): string | null {
  switch (key) {
    case 'academy':
      return `${ctx.origins.academy}/`;
    case 'business':
      return `${ctx.origins.business}/`;
    case 'foundation':
      return new URL('/fundacja', ctx.origins.soccer).href;
    default:
      return null;
  }
}

/** A menu or footer item with its href filled and its external URL looked up in config. */
export function resolveLink(
  item: MenuItem & { suffix?: string },
  ctx: LinkContext,
): ResolvedLink | null {
  const anchors = (item.anchors ?? []).map((anchor) => {
    const id = fillRoute(anchor, ctx.words).replace(/^#/, '');
    return { id, href: `${fillRoute(item.href ?? '', ctx.words)}#${id}` };
  });
  if (item.href) {
    return {
      id: item.id,
      label: item.label,
      href: fillRoute(item.href, ctx.words),
      external: false,
      anchors,
    };
  }
  if (!item.external) return null;
  const href =
    ownSiteUrl(item.external, ctx) ?? externalUrl(ctx.club.urls, item.external, item.suffix);
  if (!href) return null;
  return {
    id: item.id,
    label: item.label,
    href,
    external: !isInternalHref(href, Object.values(ctx.origins)),
    anchors,
  };
}

/**
 * Marks the one current link of a menu (`currentNavEntry`, 000 §2.4): `aria-current="page"`
 * when it is the page itself, `"true"` when it is the entry of a page below it. Links are keyed
 * by their group and id, so an href twice in a menu is marked once.
 */
export function markCurrent<G extends { id: string; links: ResolvedLink[] }>(
  groups: readonly G[],
  path: string,
): G[] {
  const key = (group: G, link: ResolvedLink) => `${group.id}/${link.id}`;
  const current = currentNavEntry(
    groups.flatMap((group) =>
      group.links
        .filter((link) => !link.external && link.href.startsWith('/'))
        .map((link) => ({ key: key(group, link), href: link.href })),
    ),
    path,
  );
  const bare = (href: string) => (href.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  return groups.map((group) => ({
    ...group,
    links: group.links.map((link) =>
      key(group, link) === current
        ? { ...link, current: bare(link.href) === bare(path) ? 'page' : 'true' }
        : link,
    ),
  }));
}

/** Menu or footer items resolved, those without a URL in config left out. */
export function resolveLinks(
  items: readonly (MenuItem & { suffix?: string })[],
  ctx: LinkContext,
): ResolvedLink[] {
  return items.flatMap((item) => {
    const link = resolveLink(item, ctx);
    return link ? [link] : [];
  });
}

/** A section's social profiles (000 §2.8) with their URLs from config, unset ones left out. */
export function sectionSocials(
  section: SectionKey,
  club: ClubConfig,
): { network: string; url: string }[] {
  const urls: Partial<Record<string, string>> = club.urls.socials[section];
  return SECTION_SOCIALS[section].flatMap((network) => {
    const url = urls[network];
    return url ? [{ network, url }] : [];
  });
}
