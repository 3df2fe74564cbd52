import type { Article } from '@trybuna/api-client';
import { paragraphs } from '@trybuna/domain';
import { translator } from '@/lib/i18n';
import type { PageContext } from '@/lib/server/page-context';
import { browserApiBase, originOf, ownOrigins } from '@/lib/server/site';
import { ContentBuilder } from '@/components/content-builder/content-builder';
import { PageHead } from './page-head';
import styles from './static-container.module.css';

/**
 * 000 §2.1 Static article container: a page type holding several static articles (e.g. the
 * club's regulations). The page type's own article introduces it; the others follow as
 * sections, listed first in a table of contents that links their anchors.
 */
export function StaticContainerView({
  documents,
  ctx,
}: {
  documents: readonly Article[];
  ctx: PageContext;
}) {
  const t = translator(ctx.locale);
  const slug = documents[0]?.page_type?.slug;
  const intro = documents.find((doc) => doc.slug === slug) ?? null;
  const sections = documents.filter((doc) => doc !== intro);
  const title = documents[0]?.page_type?.name ?? intro?.title ?? '';
  const context = {
    locale: ctx.locale,
    ownOrigins: ownOrigins(),
    origin: originOf(ctx.variant),
    apiBase: browserApiBase(),
    signedIn: false,
  };
  return (
    <>
      <PageHead title={title} description={intro?.teaser} />
      <div className={`container ${styles.container}`}>
        <nav aria-labelledby="toc-title" className={styles.toc}>
          <h2 id="toc-title">{t('pages.contents')}</h2>
          <ol>
            {sections.map((doc) => (
              <li key={doc.id}>
                <a href={`#${doc.slug ?? doc.id}`}>{doc.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.documents}>
          {intro?.body ? (
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: intro.body }} />
          ) : null}
          {sections.map((doc) => (
            <section
              key={doc.id}
              id={doc.slug ?? doc.id}
              aria-labelledby={`${doc.slug ?? doc.id}-title`}
              className={styles.document}
            >
              <h2 id={`${doc.slug ?? doc.id}-title`}>{doc.title}</h2>
              {paragraphs(doc.teaser).map((line, i) => (
                <p key={i} className={styles.lead}>
                  {line}
                </p>
              ))}
              {doc.body ? (
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: doc.body }} />
              ) : null}
              <ContentBuilder components={doc.components ?? []} context={context} />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
