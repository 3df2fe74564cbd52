import Link from 'next/link';
import type { Article } from '@trybuna/api-client';
import {
  formatDateMask,
  paragraphs,
  responsiveSrcSet,
  tagLabel,
  tagListPath,
} from '@trybuna/domain';
import { islandMessages, translator } from '@/lib/i18n';
import { IslandMessages } from '@/components/chrome/intl-provider';
import type { PageContext } from '@/lib/server/page-context';
import { browserApiBase, club, originOf, ownOrigins } from '@/lib/server/site';
import { MembersArticle } from '@/components/islands/members-content-lazy';
import { LoginPrompt } from '@/components/islands/members-lazy';
import { CommentsSection } from '@/components/comments/comments-section-lazy';
import { LikeButton } from '@/components/likes';
import { ShareButton } from '@/components/share/share-button-lazy';
import { ContentBuilder } from '@/components/content-builder/content-builder';
import { ArticleCard } from '@/components/news/article-card';
import { cardData } from '@/components/news/card-data';
import styles from './pages.module.css';
import { clubShare } from '@/lib/share-config';

function articlePath(article: Article): string {
  return `/${article.slug ?? ''}/${article.id}`;
}

/**
 * An article or static page (000 §2.5): category, title, author and photo credit, publication
 * time, teaser paragraphs, lead image, body, tags, its modules through the content builder,
 * and related articles in an aside. Members-only bodies never reach this server render (the
 * API leaves them out for anonymous callers): the visitor is told to log in (000 §4.9).
 */
export function ArticleView({
  article,
  ctx,
  dated = true,
  related = [],
  social = true,
  whole = false,
}: {
  article: Article;
  ctx: PageContext;
  /** News show their date and author; static pages do not. */
  dated?: boolean;
  related?: readonly Article[];
  /** Like and share (news); static pages have none. */
  social?: boolean;
  /** Page preview (draft mode): the API gave the whole article, members-only parts too. */
  whole?: boolean;
}) {
  const apiBase = browserApiBase();
  const t = translator(ctx.locale);
  const origin = originOf(ctx.variant);
  const image = article.images?.web ?? article.image?.variants?.full?.url ?? null;
  const time = article.publication_time ?? article.published_at ?? null;
  const credit = article.photo_author ?? article.image?.author ?? null;
  const tags = (article.tags ?? []).filter((tag) => tag.slug && tag.name);
  const moduleContext = {
    locale: ctx.locale,
    ownOrigins: ownOrigins(),
    origin,
    apiBase,
    signedInOnly: Boolean(article.signed_in_only),
  };
  return (
    <div className={`container ${styles.articleLayout}`}>
      <article className={styles.article}>
        <header className={styles.articleHeader}>
          {article.publication_category?.name ? (
            <p className={styles.category}>{article.publication_category.name}</p>
          ) : null}
          <h1>{article.title}</h1>
          {dated && (time || article.author) ? (
            <p className={styles.meta}>
              {time ? (
                <time dateTime={time}>
                  {formatDateMask(time, 'date', club.timeZone)},{' '}
                  {formatDateMask(time, 'time', club.timeZone).slice(0, 5)}
                </time>
              ) : null}
              {article.author ? (
                <span>
                  {' · '}
                  {t('news.author')}: {article.author}
                </span>
              ) : null}
            </p>
          ) : null}
          {paragraphs(article.teaser).map((line, i) => (
            <p key={i} className={styles.lead}>
              {line}
            </p>
          ))}
          {article.signed_in_only ? (
            // 000 §4.9: the article notes that it holds content for signed-in fans only.
            <p className={styles.membersNote}>{t('auth.membersInside')}</p>
          ) : null}
          {social ? (
            <div className={styles.actions}>
              <LikeButton
                type="article"
                id={article.id}
                initialCount={article.likes_count ?? 0}
                apiBaseUrl={apiBase}
              />
              <ShareButton
                {...clubShare}
                url={article.share_url ?? `${origin}${articlePath(article)}`}
                title={article.title ?? ''}
                text={article.teaser ?? ''}
                apiBaseUrl={apiBase}
              />
            </div>
          ) : null}
        </header>
        {image ? (
          <figure className={styles.cover}>
            <img
              src={image}
              srcSet={responsiveSrcSet(image, 1020, 680)}
              sizes="(min-width: 1200px) 1020px, 100vw"
              alt={article.image?.description ?? ''}
              width={1020}
              height={680}
              fetchPriority="high"
            />
            {credit ? <figcaption>{credit}</figcaption> : null}
          </figure>
        ) : null}
        {article.signed_in_only && !whole ? (
          // Members-only (000 §4.9): the HTML holds the prompt and what the API gives anyone
          // (a gallery preview); a signed-in fan's browser swaps in the whole article.
          <MembersArticle articleId={article.id} context={{ ...moduleContext, apiBase }}>
            <LoginPrompt />
            <ContentBuilder
              components={article.components ?? []}
              context={{ ...moduleContext, signedIn: false }}
            />
          </MembersArticle>
        ) : (
          <>
            {article.body ? (
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.body }} />
            ) : null}
            <ContentBuilder
              components={article.components ?? []}
              context={{ ...moduleContext, signedIn: whole }}
            />
          </>
        )}
        {tags.length > 0 ? (
          <nav aria-label={t('news.tags')} className={styles.tags}>
            <ul>
              {tags.map((tag) => (
                <li key={tag.id}>
                  <Link href={tagListPath(ctx.section, tag.slug ?? '')}>
                    #{tagLabel(tag.name ?? '')}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {social && !whole ? (
          <IslandMessages messages={islandMessages(ctx.locale, 'comments')}>
            <CommentsSection
              target={{ type: 'article', id: article.id }}
              apiBase={apiBase}
              timeZone={club.timeZone}
              locale={ctx.locale}
            />
          </IslandMessages>
        ) : null}
      </article>
      {related.length > 0 ? (
        <aside aria-labelledby="related" className={styles.related}>
          <h2 id="related">{t('news.related')}</h2>
          <div className={styles.relatedCards}>
            {related.map((item) => (
              <ArticleCard
                key={item.id}
                card={cardData(item, origin, club.club, club.timeZone)}
                size="S"
              />
            ))}
          </div>
        </aside>
      ) : null}
    </div>
  );
}
