import type { Metadata } from 'next';
import { translator } from '@/lib/i18n';
import { newsListTitle } from '@/lib/news-list-title';
import { routeFromParams, type RouteParams } from '@/lib/route-params';
import { resolveRoute } from '@/lib/server/content/resolve-route';
import { notFoundMetadata, pageMetadata } from './page-head';

/**
 * Per-page `<title>`, description, canonical URL and Open Graph tags of the catch-all's routes
 * from the page's own texts (000 §2.10 head: site title, title and description).
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
