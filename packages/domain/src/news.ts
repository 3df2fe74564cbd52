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
