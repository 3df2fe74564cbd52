/** Article kinds of 000 §3. */
export const ARTICLE_KINDS = ['standard', 'event', 'video', 'photo', '360'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** 000 §2.4 category slug → id (`{club}` stands for the club word). */
const CATEGORY_SLUGS: readonly (readonly [string, string])[] = [
  ['pilkarskie', '1'],
  ['wszystkie', '1'],
  ['z-zycia-{club}', '34'],
  ['koszykowka', '35'],
  ['druzyny-mlodziezowe', '36'],
  ['inne-sekcje', '37'],
  ['dla-dzieci', '38'],
  ['fundacja', '39'],
  ['tenis-golf', '40'],
  ['nasze-historie', '41'],
  ['nasze-programy', '42'],
  ['{club}-w-twojej-dzielnicy', '43'],
  ['aktualnosci-akademii', '133'],
  ['aktualnosci-biznes', '265'],
  ['business-news', '265'],
  ['aktualnosci-athletics', '298'],
];

/** 000 §2.4: the category id of a list slug, `'0'` for any other slug. */
export function categoryIdForSlug(slug: string, club: string): string {
  const found = CATEGORY_SLUGS.find(([pattern]) => pattern.replaceAll('{club}', club) === slug);
  return found ? found[1] : '0';
}

/** 000 §2.4 kind segment: /artykuly standard, /wydarzenia event, /wideo video, /galerie photo. */
export function articleKindForSegment(
  segment?: string,
): 'standard' | 'event' | 'video' | 'photo' | 'all' {
  switch ((segment ?? '').replace(/^\//, '')) {
    case 'artykuly':
      return 'standard';
    case 'wydarzenia':
      return 'event';
    case 'wideo':
      return 'video';
    case 'galerie':
      return 'photo';
    default:
      return 'all';
  }
}

/** 000 §9 category display names. */
export const CATEGORY_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  '1': 'piłka nożna',
  '34': 'z życia klubu',
  '35': 'koszykówka',
  '36': 'drużyny młodzieżowe',
  '37': 'inne sekcje',
  '38': 'dla dzieci',
  '39': 'fundacja',
  '40': 'tenis & golf',
  '41': 'nasze historie',
  '42': 'nasze programy',
  '43': 'w twojej dzielnicy',
  '133': 'akademia',
  '265': 'biznes',
  '298': 'athletics',
};

/** The list path of a news category: where its articles live (000 §2.4, §2.5). */
export function categoryListPath(
  categoryId: number | null | undefined,
  locale: string,
  club: string,
): string {
  switch (categoryId) {
    case 133:
      return '/aktualnosci-akademii';
    case 265:
      return locale === 'en' ? '/en/business-news' : '/aktualnosci-biznes';
    case 298:
      return '/aktualnosci-athletics';
    case null:
    case undefined:
      return '/aktualnosci/wszystkie';
    default: {
      const found = CATEGORY_SLUGS.find(([, id]) => id === String(categoryId));
      return `/aktualnosci/${found ? found[0].replaceAll('{club}', club) : 'wszystkie'}`;
    }
  }
}

/** The app that serves a news category's articles: academy, business, athletics or soccer. */
export function categoryApp(
  categoryId: number | null | undefined,
): 'soccer' | 'academy' | 'business' | 'athletics' {
  if (categoryId === 133) return 'academy';
  if (categoryId === 265) return 'business';
  if (categoryId === 298) return 'athletics';
  return 'soccer';
}

/** 000 §2.5: an article's canonical path, `{categoryPath}/{slug}/{id}`. */
export function articlePath(
  article: { id: number | string; slug: string; categoryId?: number | null; locale?: string },
  club: string,
): string {
  const prefix = categoryListPath(article.categoryId, article.locale ?? 'pl', club);
  return `${prefix}/${article.slug}/${String(article.id)}`;
}
