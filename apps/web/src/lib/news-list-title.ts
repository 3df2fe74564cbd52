import { CATEGORY_DISPLAY_NAMES, type NewsListQuery } from '@trybuna/domain';
import { translator, type SiteLocale } from './i18n';

const KIND_TITLES: Readonly<Record<string, string>> = {
  standard: 'artykuły',
  event: 'wydarzenia',
  video: 'wideo',
  photo: 'galerie',
  '360': '360',
};

/**
 * 000 §2.4: the list page is titled by category, kind and tag. Here, not beside the list's view:
 * the page metadata imports it, and importing the view would put its client island
 * (`NewsListClient`) in the first load of every route that builds metadata (issue 31).
 */
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
