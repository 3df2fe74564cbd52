/**
 * 000 §2.10 the content builder's rules: modules come from the page's components, sorted by
 * `index` and rendered by `kind`; 'news' modules alternate the advertisement type odd/even;
 * 'gallery' modules receive their position as the gallery index (the `?gallery=` of 000 §2.11);
 * an optional advertising belt is inserted at position 1. Components for the native apps only
 * (000 §3 visibility 'mobile') are not part of the site.
 */

/** 000 §2.10: a 'news' module's advertisement type. */
export const AD_VARIANTS = ['odd', 'even'] as const;
export type AdVariant = (typeof AD_VARIANTS)[number];

/** 000 §2.10: the position (0-based, among the rendered modules) the belts are inserted at. */
export const CONTENT_BELT_POSITION = 1;

/** What the plan reads of a component. */
export interface PlannableComponent {
  kind?: string | null;
  index?: number | null;
  visibility?: string | null;
}

/** One module as the builder renders it, with what its position gives it. */
export interface PlannedModule<C extends PlannableComponent> {
  component: C;
  adVariant?: AdVariant;
  galleryIndex?: number;
}

/** 000 §3, 001 §3: a component's or timeline item's visibility options. */
export const COMPONENT_VISIBILITIES = ['web', 'mobile'] as const;
export type ComponentVisibility = (typeof COMPONENT_VISIBILITIES)[number];

/**
 * 000 §3, 001 §3 visibility: the site shows web and unmarked components (and timeline items);
 * 'mobile' ones are shown on the native apps only.
 */
export const isForWeb = (component: { visibility?: string | null }): boolean =>
  component.visibility !== 'mobile';

const indexOf = (component: PlannableComponent): number =>
  typeof component.index === 'number' && Number.isFinite(component.index)
    ? component.index
    : Number.POSITIVE_INFINITY;

/**
 * 000 §2.10: the web's modules sorted by `index` (stable; modules without one go last), 'news'
 * modules numbered odd/even for their advertisement type (the first odd), 'gallery' modules
 * given their 0-based position among the galleries.
 */
export function planModules<C extends PlannableComponent>(
  components: readonly C[],
): PlannedModule<C>[] {
  const sorted = components.filter(isForWeb).sort((a, b) => indexOf(a) - indexOf(b));
  let news = 0;
  let galleries = 0;
  return sorted.map((component) => {
    if (component.kind === 'news') {
      news += 1;
      return { component, adVariant: news % 2 === 1 ? 'odd' : 'even' };
    }
    if (component.kind === 'gallery') {
      const galleryIndex = galleries;
      galleries += 1;
      return { component, galleryIndex };
    }
    return { component };
  });
}

/** 000 §3 social media module: `social_media_type` is facebook, twitter or instagram. */
export const SOCIAL_MEDIA_TYPES = ['facebook', 'twitter', 'instagram'] as const;
export type SocialMediaType = (typeof SOCIAL_MEDIA_TYPES)[number];
