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

/** Popular tags of a section: its marked tags on the academy, business and athletics sites, unmarked ones elsewhere. */
export function tagsForSection<T extends { name: string }>(
  tags: readonly T[],
  section: SectionKey,
): T[] {
  return tags.filter((tag) => {
    const owner = MARKERS.find(([marker]) => marker.test(tag.name));
    return owner ? owner[1].includes(section) : !MARKERS.some(([, s]) => s.includes(section));
  });
}

/** 000 §7.2: tags are cached under tags_subpage on soccer and tags_main elsewhere. */
export function tagsCacheKey(section: SectionKey): 'tags_subpage' | 'tags_main' {
  return section === 'SOCCER' ? 'tags_subpage' : 'tags_main';
}

/**
 * 000 §2.6: search results go to /aktualnosci/pilkarskie on soccer, /aktualnosci/wszystkie
 * elsewhere, optionally followed by /{tagSlug}, with ?query={text}.
 */
export function searchTarget(section: SectionKey, query: string, tagSlug?: string | null): string {
  const base = section === 'SOCCER' ? '/aktualnosci/pilkarskie' : '/aktualnosci/wszystkie';
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
