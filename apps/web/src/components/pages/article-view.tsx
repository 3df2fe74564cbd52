import type { Article } from '@trybuna/api-client';
import { translator } from '../../lib/i18n';
import type { PageContext } from '../../lib/server/page-context';
import { ownOrigins } from '../../lib/server/site';
import { ContentBuilder } from '../modules/content-builder';
import styles from './pages.module.css';

/**
 * An article or static page: title, teaser, lead image, body and its modules. Members-only
 * bodies never reach this server render (the API leaves them out for anonymous callers): the
 * visitor is told the content needs signing in (000 §4.9).
 */
export function ArticleView({
  article,
  ctx,
  dated = true,
}: {
  article: Article;
  ctx: PageContext;
  /** News show their date and author; static pages do not. */
  dated?: boolean;
}) {
  const t = translator(ctx.locale);
  const image = article.images?.web ?? article.image?.variants?.full?.url ?? null;
  const date = article.publication_time ? new Date(article.publication_time) : null;
  return (
    <article className={`container ${styles.article}`}>
      <header className={styles.articleHeader}>
        {article.publication_category?.name ? (
          <p className={styles.category}>{article.publication_category.name}</p>
        ) : null}
        <h1>{article.title}</h1>
        {date && dated ? (
          <p className={styles.meta}>
            <time dateTime={date.toISOString()}>
              {date.toLocaleDateString(ctx.locale === 'en' ? 'en-GB' : 'pl-PL', {
                day: '2-digit',
                month: '2-digit',
                year: 'numeric',
              })}
            </time>
            {article.author ? <span> · {article.author}</span> : null}
          </p>
        ) : null}
        {article.teaser ? <p className={styles.lead}>{article.teaser}</p> : null}
      </header>
      {image ? (
        <figure className={styles.cover}>
          <img src={image} alt={article.image?.description ?? ''} width={1020} height={680} />
          {article.image?.author ? <figcaption>{article.image.author}</figcaption> : null}
        </figure>
      ) : null}
      {article.content_gated ? (
        <p className={styles.gated}>{t('modules.loginToUnlock')}</p>
      ) : article.body ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.body }} />
      ) : null}
      <ContentBuilder
        components={article.components ?? []}
        context={{
          locale: ctx.locale,
          ownOrigins: ownOrigins(),
          signedIn: false,
          signedInOnly: Boolean(article.signed_in_only),
        }}
      />
    </article>
  );
}
