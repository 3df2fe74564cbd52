import { translator, type SiteLocale } from '@/lib/i18n';
import { pageContext } from '@/lib/server/page-context';
import type { PreviewContent } from '@/lib/server/preview';
import type { AppVariant } from '@trybuna/domain';
import { SiteShell } from '@/components/shell/site-shell';
import { ArticleView } from './article-view';
import { MainPageView } from './main-page-view';
import { MemberProfile } from '@/components/football/member/member-profile';
import styles from './preview.module.css';

/**
 * 000 §2.1 Page preview: a draft in its section's shell, under a bar that says it is a preview
 * and ends it. Rendered per request in draft mode, never cached.
 */
export function PreviewView({
  content,
  route,
}: {
  content: PreviewContent;
  route: { variant: AppVariant; locale: SiteLocale; path: string };
}) {
  const t = translator(route.locale);
  const categoryId =
    content.type === 'articles'
      ? Number(content.article.publication_category?.id ?? 0) || null
      : null;
  const ctx = pageContext(route, categoryId);
  return (
    <SiteShell ctx={ctx} crumbs={[]}>
      <div className={styles.bar} role="status">
        <p>{t('preview.notice')}</p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- A route handler, not a page (the rule takes the catch-all for it): a plain link, never prefetched. */}
        <a href="/api/preview/exit" className={styles.exit}>
          {t('preview.exit')}
        </a>
      </div>
      {content.type === 'articles' ? (
        <ArticleView article={content.article} ctx={ctx} whole />
      ) : content.type === 'main_pages' ? (
        <MainPageView page={content.page} ctx={ctx} whole />
      ) : (
        <MemberProfile member={content.member} kind={content.kind} locale={route.locale} />
      )}
    </SiteShell>
  );
}
