import { notFound, permanentRedirect } from 'next/navigation';
import { NEWS_PAGE_SIZE, pageCrumbs, type SectionKey } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { routeFromParams, type RouteParams } from '@/lib/route-params';
import { pageContext } from '@/lib/server/page-context';
import { resolveRoute } from '@/lib/server/content/resolve-route';
import { browserApiBase, club, originOf } from '@/lib/server/site';
import { JsonLd } from '@/components/shell/json-ld';
import { SiteShell } from '@/components/shell/site-shell';
import { ArticleView } from './article-view';
import { EnglishLanding } from './english-landing';
import { MainPageView } from './main-page-view';
import { ProgramsView } from './programs-view';
import { StaticContainerView } from './static-container-view';
import { newsListTitle } from '@/lib/news-list-title';
import { NewsListView } from './news-list-view';

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

/** A static page, container or programmes list: in its section (000 §2.5). */
function sectionPageCrumbs(section: SectionKey, path: string, name: string, locale: SiteLocale) {
  return pageCrumbs({ kind: 'in-section', section, path, name }, locale);
}

/** Renders any public path of any variant inside its section's shell. */
export async function RouteView({ params }: { params: RouteParams }) {
  const route = routeFromParams(params);
  const resolved = await resolveRoute(route.variant, route.locale, route.path);
  if (resolved.kind === 'not-found') notFound();
  const t = translator(route.locale);

  switch (resolved.kind) {
    case 'main': {
      const ctx = pageContext(route);
      const crumbs = pageCrumbs(
        {
          kind: 'main',
          variant: route.variant,
          path: route.path,
          title: resolved.page.title ?? '',
        },
        route.locale,
      );
      return (
        <SiteShell ctx={ctx} crumbs={crumbs}>
          {route.variant === 'soccer' && route.path === '/' ? <SearchActionJsonLd /> : null}
          <MainPageView page={resolved.page} ctx={ctx} />
        </SiteShell>
      );
    }
    case 'english-landing': {
      const ctx = pageContext(route);
      return (
        <SiteShell ctx={ctx} crumbs={pageCrumbs({ kind: 'english-landing' }, route.locale)}>
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
          crumbs={sectionPageCrumbs(ctx.section, route.path, name, route.locale)}
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
          crumbs={sectionPageCrumbs(ctx.section, route.path, name, route.locale)}
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
          crumbs={sectionPageCrumbs(ctx.section, route.path, name, route.locale)}
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
      const categoryName = resolved.article.publication_category?.name;
      const crumbs = pageCrumbs(
        {
          kind: 'article',
          section: ctx.section,
          path: route.path,
          title: resolved.article.title ?? '',
          category: categoryId && categoryName ? { id: categoryId, name: categoryName } : null,
          club: club.club,
        },
        route.locale,
      );
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
        <SiteShell
          ctx={ctx}
          crumbs={pageCrumbs({ kind: 'news', path: route.path, title }, route.locale)}
        >
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
