import Link from 'next/link';
import type { Article } from '@trybuna/api-client';
import { articlePath, CATEGORY_DISPLAY_NAMES, type NewsListQuery } from '@trybuna/domain';
import { translator, type SiteLocale } from '../../lib/i18n';
import styles from './pages.module.css';

const KIND_TITLES: Readonly<Record<string, string>> = {
  standard: 'artykuły',
  event: 'wydarzenia',
  video: 'wideo',
  photo: 'galerie',
  '360': '360',
};

/** 000 §2.4: the list page is titled by category, kind and tag. */
export function newsListTitle(query: NewsListQuery, locale: SiteLocale, tagName?: string): string {
  const t = translator(locale);
  const category =
    query.categoryIds.length === 1 ? CATEGORY_DISPLAY_NAMES[String(query.categoryIds[0])] : null;
  return [
    t('news.title'),
    category,
    query.kind ? KIND_TITLES[query.kind] : null,
    tagName ?? query.tag,
  ]
    .filter(Boolean)
    .join(' — ');
}

/** An article's address: its canonical `share_url`, as a path when it is on this origin. */
export function articleHref(
  item: Article,
  origin: string,
  club: string,
  locale: SiteLocale,
): string {
  if (item.share_url) {
    const url = new URL(item.share_url);
    return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
  }
  const categoryId = Number(item.publication_category?.id ?? 0) || null;
  return articlePath({ id: item.id, slug: item.slug ?? '', categoryId, locale }, club);
}

/** The newest article cards of a list (the full grids, paging and search arrive with issue 5). */
export function NewsListView({
  title,
  items,
  locale,
  club,
  origin,
}: {
  title: string;
  items: readonly Article[];
  locale: SiteLocale;
  club: string;
  /** The origin the list is served on: articles living elsewhere link to their own origin. */
  origin: string;
}) {
  const t = translator(locale);
  return (
    <div className="container">
      <div className={styles.head}>
        <h1>{title}</h1>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('common.emptyList')}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <Link className={styles.card} href={articleHref(item, origin, club, locale)}>
                {item.images?.article_list ? (
                  <img
                    src={item.images.article_list}
                    alt=""
                    width={800}
                    height={450}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <div className={styles.cardBody}>
                  {item.publication_category?.name ? (
                    <span className={styles.category}>{item.publication_category.name}</span>
                  ) : null}
                  <h2>{item.title}</h2>
                  {item.publication_time ? (
                    <time dateTime={item.publication_time}>
                      {new Date(item.publication_time).toLocaleDateString(
                        locale === 'en' ? 'en-GB' : 'pl-PL',
                      )}
                    </time>
                  ) : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
