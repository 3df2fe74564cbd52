import type { SectionKey } from './sections';

/** 000 §3 tag markers: [a] academy, [biz] business, [ath] athletics. */
const MARKERS: readonly (readonly [RegExp, readonly SectionKey[]])[] = [
  [/^\[a\]\s*/i, ['ACADEMY']],
  [/^\[biz\]\s*/i, ['BUSINESS_PL', 'BUSINESS_EN']],
  [/^\[ath\]\s*/i, ['ATHLETICS']],
];

/** A tag's display name without its marker. */
export function tagLabel(name: string): string {
  return MARKERS.reduce((label, [marker]) => label.replace(marker, ''), name).trim();
}

/**
 * The business tags of the other language (000 §2.8 menus: Polish business tags are
 * `bpl-…`, English ones `ben-…`): a Polish visitor is not offered an English tag's empty list.
 */
const OTHER_LANGUAGE_TAG: Partial<Record<SectionKey, string>> = {
  BUSINESS_PL: 'ben-',
  BUSINESS_EN: 'bpl-',
};

/**
 * Popular tags of a section: its marked tags on the academy, business and athletics sites (the
 * business tags of the page's language), unmarked ones elsewhere.
 */
export function tagsForSection<T extends { name: string; slug?: string | null }>(
  tags: readonly T[],
  section: SectionKey,
): T[] {
  const other = OTHER_LANGUAGE_TAG[section];
  return tags.filter((tag) => {
    if (other && tag.slug?.startsWith(other)) return false;
    const owner = MARKERS.find(([marker]) => marker.test(tag.name));
    return owner ? owner[1].includes(section) : !MARKERS.some(([, s]) => s.includes(section));
  });
}

/**
 * The news list a section's search results and tag links stay on (000 §2.6, §2.8): the
 * academy, athletics and business sites' own news roots; on soccer, foundation and tennis & golf
 * `/aktualnosci/wszystkie` (every soccer-app category).
 */
export function sectionNewsRoot(section: SectionKey): string {
  switch (section) {
    case 'ACADEMY':
      return '/aktualnosci-akademii';
    case 'ATHLETICS':
      return '/aktualnosci-athletics';
    case 'BUSINESS_PL':
      return '/aktualnosci-biznes';
    case 'BUSINESS_EN':
      return '/en/business-news';
    default:
      return '/aktualnosci/wszystkie';
  }
}

/** A tag's list on the section's own news list (an article's tag chips, 000 §2.4, §4.4). */
export function tagListPath(section: SectionKey, tagSlug: string): string {
  return `${sectionNewsRoot(section)}/${encodeURIComponent(tagSlug)}`;
}

/** 000 §7.2: tags are cached under tags_subpage on soccer and tags_main elsewhere. */
export function tagsCacheKey(section: SectionKey): 'tags_subpage' | 'tags_main' {
  return section === 'SOCCER' ? 'tags_subpage' : 'tags_main';
}

/**
 * 000 §2.6: search results go to /aktualnosci/pilkarskie on soccer, to the section's own news
 * list on the academy, athletics and business sites, /aktualnosci/wszystkie elsewhere,
 * optionally followed by /{tagSlug}, with ?query={text}.
 */
export function searchTarget(section: SectionKey, query: string, tagSlug?: string | null): string {
  const base = section === 'SOCCER' ? '/aktualnosci/pilkarskie' : sectionNewsRoot(section);
  const path = tagSlug ? `${base}/${encodeURIComponent(tagSlug)}` : base;
  const text = query.trim();
  return text ? `${path}?query=${encodeURIComponent(text)}` : path;
}

/** 000 §4.4: clicking a tag selects it; clicking the selected tag again deselects it. */
export function toggleTag(selected: string | null, clicked: string): string | null {
  return selected === clicked ? null : clicked;
}

/** 000 §4.4: the selection clears when the site switches between soccer and non-soccer. */
export function keepsTagSelection(previous: SectionKey, next: SectionKey): boolean {
  return (previous === 'SOCCER') === (next === 'SOCCER');
}
