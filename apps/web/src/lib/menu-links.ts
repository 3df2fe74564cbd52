import type { ClubConfig } from '@trybuna/config';
import { fillRoute, isInternalHref, type MenuItem, type RouteWords } from '@trybuna/domain';
import { externalUrl } from './external-url';

export interface ResolvedLink {
  id: string;
  label: string;
  href: string;
  /** Leaves the club's sites: new tab, rel nofollow noopener, outbound icon (000 §2.9). */
  external: boolean;
  anchors: { id: string; href: string }[];
}

export interface LinkContext {
  club: ClubConfig;
  words: RouteWords;
  /** Origins of the soccer app and the variants (the club's own sites are not external). */
  origins: Readonly<Record<'soccer' | 'academy' | 'athletics' | 'business', string>>;
  /** The variant rendering the page: soccer routes from another variant go to the soccer origin. */
  variant: 'soccer' | 'academy' | 'athletics' | 'business';
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
