import type { Component } from '@trybuna/api-client';
import type { AdVariant } from './types';

/** One module as the builder renders it, with what its position gives it. */
export interface PlannedModule {
  component: Component;
  adVariant?: AdVariant;
  galleryIndex?: number;
}

/** Components shown on the native apps only (000 §3 visibility) are not part of the site. */
const isForWeb = (component: Component) => component.visibility !== 'mobile';

const indexOf = (component: Component) =>
  typeof component.index === 'number' && Number.isFinite(component.index)
    ? component.index
    : Number.POSITIVE_INFINITY;

/**
 * 000 §2.10: modules sorted by `index` (stable; modules without one go last), 'news' modules
 * numbered odd/even for their advertisement type, 'gallery' modules given their 0-based
 * position among the galleries (the `?gallery=` of 000 §2.11).
 */
export function planModules(components: readonly Component[]): PlannedModule[] {
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
