import type { Metadata } from 'next';
import { squadPath, teamPath, type AppVariant } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { memberPage } from './football/members';
import type { FootballPage } from './football/route-params';
import { teamPageData } from './football/teams';
import { routeFromParams, type RouteParams } from './page-context';
import { resolveRoute } from './resolve-route';
import { absoluteUrl, club } from './site';
import { newsListTitle } from '@/lib/news-list-title';

/**
 * Per-page `<title>`, description, canonical URL and Open Graph tags from the page's own texts
 * (000 §2.10 head: site title, title and description).
 */
export async function routeMetadata(params: RouteParams): Promise<Metadata> {
  const route = routeFromParams(params);
  const resolved = await resolveRoute(route.variant, route.locale, route.path);
  const t = translator(route.locale);
  let title: string | undefined;
  let description: string | undefined;
  let image: string | undefined;
  switch (resolved.kind) {
    case 'main':
      title = route.path === '/' ? undefined : (resolved.page.title ?? undefined);
      description = resolved.page.description ?? undefined;
      break;
    case 'static':
    case 'article':
      title = resolved.article.title ?? undefined;
      description = resolved.article.teaser ?? undefined;
      image = resolved.article.images?.web ?? undefined;
      break;
    case 'static-container':
      title = resolved.documents[0]?.page_type?.name ?? undefined;
      break;
    case 'programs':
      title = resolved.intro?.page_type?.name ?? t('pages.ourPrograms');
      description = resolved.intro?.teaser ?? undefined;
      break;
    case 'news':
      title = newsListTitle(resolved.query, route.locale);
      break;
    case 'english-landing':
      title = t('english.title');
      description = t('english.text');
      break;
    case 'not-found':
      return notFoundMetadata(route.locale);
  }
  return pageMetadata({
    variant: route.variant,
    locale: route.locale,
    path: route.path,
    title,
    description,
    image,
    type: resolved.kind === 'article' ? 'article' : 'website',
  });
}

export interface PageHead {
  variant: AppVariant;
  locale: SiteLocale;
  /** The public path: the canonical URL is this path on the variant's origin. */
  path: string;
  /** The page's own title (the site's name is appended by the layout's template). */
  title?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
  type?: 'article' | 'website' | 'profile';
}

/**
 * `<title>`, description, canonical URL and Open Graph tags of a page (000 §2.10 head): the
 * catch-all's routes and the football pages (team, profile, timetable) alike.
 */
export function pageMetadata(head: PageHead): Metadata {
  const { title, description, image } = head;
  const t = translator(head.locale);
  const canonical = absoluteUrl(head.variant, head.path);
  const fullTitle = title ? `${title} | ${club.displayName}` : club.displayName;
  return {
    ...(title ? { title } : { title: { absolute: club.displayName } }),
    description: description ?? `${club.displayName}: ${t('news.title')}`,
    alternates: { canonical },
    openGraph: {
      type: head.type ?? 'website',
      url: canonical,
      siteName: club.displayName,
      title: fullTitle,
      locale: head.locale === 'en' ? 'en_US' : 'pl_PL',
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}

/** 001 §2 team page head: the team's name, its hero as the Open Graph image. */
export async function teamMetadata(
  page: (FootballPage & { squadId?: string }) | null,
): Promise<Metadata> {
  const data = page ? await teamPageData(page.variant, page.teamIndex, page.squadId) : null;
  if (!page || !data) return notFoundMetadata('pl');
  const hero = data.squad.image?.variants?.desktopHero?.url;
  return pageMetadata({
    ...page,
    // Another squad of the team (a past season) is a page of its own (001 §2 the team's squads).
    path:
      page.squadId === undefined || data.squad.id === data.current.id
        ? teamPath(page.variant, page.teamIndex)
        : squadPath(page.variant, page.teamIndex, data.squad.id),
    title: data.squad.name ?? data.team.name ?? undefined,
    ...(data.squad.season?.name ? { description: data.squad.season.name } : {}),
    ...(hero ? { image: hero } : {}),
  });
}

/** 001 §2 profile head: '{fullName} - Player Profile' (staff too), the photo as the image. */
export async function memberMetadata(
  route: (FootballPage & { kind: 'player' | 'staff'; slug: string; id: string }) | null,
): Promise<Metadata> {
  if (!route) return notFoundMetadata('pl');
  const found = await memberPage(route.variant, route.teamIndex, route.kind, route.slug, route.id);
  // A redirect is answered by the page; its head is never shown.
  if (found.status !== 'ok') return notFoundMetadata('pl');
  const { member } = found.member;
  const t = translator(route.locale);
  const fullName = [member.first_name, member.last_name].filter(Boolean).join(' ');
  const team = member.squad?.name ?? found.team.name;
  const image = member.image?.variants?.thumb?.url;
  return pageMetadata({
    ...route,
    path: found.path,
    title: t('team.profileTitle', { fullName }),
    ...(team ? { description: `${fullName} · ${team} · ${club.displayName}` } : {}),
    ...(image ? { image } : {}),
    type: 'profile',
  });
}

function notFoundMetadata(locale: SiteLocale): Metadata {
  return { title: translator(locale)('notFound.title'), robots: { index: false } };
}
