import { notFound, permanentRedirect } from 'next/navigation';
import {
  breadcrumbLabel,
  categoryListPath,
  genericCrumbPaths,
  type SectionKey,
} from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { routeFromParams, type RouteParams } from '@/lib/route-params';
import { pageContext } from '@/lib/server/page-context';
import { NEWS_PAGE_SIZE, resolveRoute } from '@/lib/server/content/resolve-route';
import { browserApiBase, club, originOf } from '@/lib/server/site';
import { JsonLd } from '@/components/shell/json-ld';
import type { Crumb } from '@/components/shell/breadcrumbs';
import { SiteShell } from '@/components/shell/site-shell';
import { ArticleView } from './article-view';
import { EnglishLanding } from './english-landing';
import { MainPageView } from './main-page-view';
import { ProgramsView } from './programs-view';
import { StaticContainerView } from './static-container-view';
import { newsListTitle } from '@/lib/news-list-title';
import { NewsListView } from './news-list-view';

/** 000 §2.5 generic breadcrumbs [/, section root], named in the page's language. */
function sectionCrumbs(section: SectionKey, locale: SiteLocale): Crumb[] {
  return genericCrumbPaths(section).map((href) => ({
    name: breadcrumbLabel(href, href, locale),
    href,
  }));
}

/** The article's canonical address (000 §2.5): a path on this origin, else the full URL. */
function canonicalPath(shareUrl: string | null | undefined, origin: string): string | null {
  if (!shareUrl) return null;
  const url = new URL(shareUrl);
  return url.origin === origin ? url.pathname : url.href;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Renders any public path of any variant inside its section's shell. */
export async function RouteView({ params }: { params: RouteParams }) {
  const route = routeFromParams(params);
  const resolved = await resolveRoute(route.variant, route.locale, route.path);
  if (resolved.kind === 'not-found') notFound();
  const t = translator(route.locale);
  const home: Crumb = { name: breadcrumbLabel('/', '/', route.locale), href: '/' };

  switch (resolved.kind) {
    case 'main': {
      const ctx = pageContext(route);
      const name = breadcrumbLabel(route.path, resolved.page.title ?? '', route.locale);
      const isHome = route.path === '/' || (route.variant === 'business' && route.path === '/en');
      return (
        <SiteShell ctx={ctx} crumbs={isHome ? [] : [home, { name, href: route.path }]}>
          {route.variant === 'soccer' && route.path === '/' ? <SearchActionJsonLd /> : null}
          <MainPageView page={resolved.page} ctx={ctx} />
        </SiteShell>
      );
    }
    case 'english-landing': {
      const ctx = pageContext(route);
      return (
        <SiteShell
          ctx={ctx}
          crumbs={[home, { name: breadcrumbLabel('/en', '/en', route.locale), href: '/en' }]}
        >
          <EnglishLanding />
        </SiteShell>
      );
    }
    case 'static': {
      const ctx = pageContext(route);
      const name = resolved.article.page_type?.name ?? resolved.article.title ?? '';
      return (
        <SiteShell
          ctx={ctx}
          crumbs={[...sectionCrumbs(ctx.section, route.locale), { name, href: route.path }]}
        >
          <ArticleView article={resolved.article} ctx={ctx} dated={false} social={false} />
        </SiteShell>
      );
    }
    case 'static-container': {
      const ctx = pageContext(route);
      const name = resolved.documents[0]?.page_type?.name ?? '';
      return (
        <SiteShell
          ctx={ctx}
          crumbs={[...sectionCrumbs(ctx.section, route.locale), { name, href: route.path }]}
        >
          <StaticContainerView documents={resolved.documents} ctx={ctx} />
        </SiteShell>
      );
    }
    case 'programs': {
      const ctx = pageContext(route);
      const name = resolved.intro?.page_type?.name ?? t('pages.ourPrograms');
      return (
        <SiteShell
          ctx={ctx}
          crumbs={[...sectionCrumbs(ctx.section, route.locale), { name, href: route.path }]}
        >
          <ProgramsView intro={resolved.intro} programs={resolved.programs} ctx={ctx} />
        </SiteShell>
      );
    }
    case 'article': {
      const canonical = canonicalPath(resolved.article.share_url, originOf(route.variant));
      // Compared decoded: a slug may hold non-ASCII letters (an en dash), percent-encoded in
      // the share URL but not in the route's path.
      if (canonical && safeDecode(canonical) !== safeDecode(route.path))
        permanentRedirect(canonical);
      const categoryId = Number(resolved.article.publication_category?.id ?? 0) || null;
      const ctx = pageContext(route, categoryId);
      const crumbs: Crumb[] = [home];
      if (categoryId && resolved.article.publication_category?.name) {
        crumbs.push({
          name: resolved.article.publication_category.name,
          href: categoryListPath(categoryId, route.locale, club.club),
        });
      } else {
        crumbs.push(...sectionCrumbs(ctx.section, route.locale).slice(1));
      }
      crumbs.push({ name: resolved.article.title ?? '', href: route.path });
      return (
        <SiteShell ctx={ctx} crumbs={crumbs}>
          <ArticleView article={resolved.article} ctx={ctx} related={resolved.related} />
        </SiteShell>
      );
    }
    case 'news': {
      const ctx = pageContext(route);
      const title = newsListTitle(resolved.query, route.locale);
      return (
        <SiteShell ctx={ctx} crumbs={[home, { name: title, href: route.path }]}>
          <NewsListView
            title={title}
            query={resolved.query}
            items={resolved.items}
            last={resolved.last}
            pageSize={NEWS_PAGE_SIZE}
            locale={route.locale}
            club={club.club}
            timeZone={club.timeZone}
            origin={originOf(route.variant)}
            apiBase={browserApiBase()}
          />
        </SiteShell>
      );
    }
  }
}

/** 000 §2.6: the home page declares a site search target with a literal placeholder. */
function SearchActionJsonLd() {
  const origin = originOf('soccer');
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: club.displayName,
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}/aktualnosci/wszystkie?query={search_term_string}&referrer=sitelinks_searchbox`,
          'query-input': 'required name=search_term_string',
        },
      }}
    />
  );
}
