import type { Metadata } from 'next';
import { translator } from '../i18n';
import { routeFromParams, type RouteParams } from './page-context';
import { resolveRoute } from './resolve-route';
import { absoluteUrl, club } from './site';
import { newsListTitle } from '../../components/pages/news-list-view';

/**
 * Per-page `<title>`, description, canonical URL and Open Graph tags from the page's own texts
 * (000 §2.10 head: site title, title and description).
 */
export async function routeMetadata(params: RouteParams): Promise<Metadata> {
  const route = routeFromParams(params);
  const resolved = await resolveRoute(route.variant, route.locale, route.path);
  const canonical = absoluteUrl(route.variant, route.path);
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
    case 'team':
      title = resolved.squad.name ?? undefined;
      break;
    case 'timetable':
      title = `${resolved.tab.title} — ${resolved.squad.name ?? ''}`;
      break;
    case 'english-landing':
      title = t('english.title');
      description = t('english.text');
      break;
    case 'not-found':
      return { title: t('notFound.title'), robots: { index: false } };
  }
  const fullTitle = title ? `${title} | ${club.displayName}` : club.displayName;
  return {
    ...(title ? { title } : { title: { absolute: club.displayName } }),
    description: description ?? `${club.displayName}: ${t('news.title')}`,
    alternates: { canonical },
    openGraph: {
      type: resolved.kind === 'article' ? 'article' : 'website',
      url: canonical,
      siteName: club.displayName,
      title: fullTitle,
      locale: route.locale === 'en' ? 'en_US' : 'pl_PL',
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}
