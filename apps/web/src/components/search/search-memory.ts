import type { SectionKey } from '@trybuna/domain';

/**
 * What the search overlay remembers across its openings and pages (000 §4.4): the selected tag
 * and the sections shown since it was selected (the first is the one it was selected in). The
 * header's trigger only notes the sections; the dialog (loaded on first use) applies the rule
 * (`keepsTagSelection`), so the rule's code is not in every page's first load (issue 31).
 */
const memory: { tag: string | null; sections: SectionKey[] } = { tag: null, sections: [] };

/** A page of `section` shows the search trigger. */
export function noteSection(section: SectionKey): void {
  if (memory.tag !== null && memory.sections.at(-1) !== section) memory.sections.push(section);
}

/** The tag selected now (or none), in `section`. */
export function rememberTag(tag: string | null, section: SectionKey): void {
  memory.tag = tag;
  memory.sections = tag === null ? [] : [section];
}

/**
 * The tag selected before, unless the site switched since (on a page shown since, or now to
 * `current`) in a way `keeps` (the domain's `keepsTagSelection`, passed in by the dialog) does
 * not keep it.
 */
export function keptTag(
  current: SectionKey,
  keeps: (previous: SectionKey, next: SectionKey) => boolean,
): string | null {
  const { tag, sections } = memory;
  const [first] = sections;
  if (tag === null || first === undefined) return null;
  return [...sections, current].every((section) => keeps(first, section)) ? tag : null;
}
