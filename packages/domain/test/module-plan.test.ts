import { describe, expect, it } from 'vitest';
import {
  AD_VARIANTS,
  COMPONENT_VISIBILITIES,
  CONTENT_BELT_POSITION,
  isForWeb,
  planModules,
  SOCIAL_MEDIA_TYPES,
} from '../src/module-plan';

const c = (id: string, kind: string, index?: number | null, visibility?: string | null) => ({
  id,
  kind,
  index,
  visibility,
});

describe('000 §2.10 content builder rules', () => {
  it("modules sorted by 'index' (stable; without one, last)", () => {
    const plan = planModules([
      c('a', 'text', 3),
      c('b', 'faq', null),
      c('c', 'text', 1),
      c('d', 'video', 1),
      c('e', 'iframe', Number.NaN),
    ]);
    expect(plan.map((m) => m.component.id)).toEqual(['c', 'd', 'a', 'b', 'e']);
  });

  it("'news' modules alternate the advertisement type odd/even", () => {
    expect(AD_VARIANTS).toEqual(['odd', 'even']);
    const plan = planModules([
      c('n1', 'news', 0),
      c('t', 'text', 1),
      c('n2', 'news', 2),
      c('n3', 'news', 3),
    ]);
    expect(plan.map((m) => m.adVariant)).toEqual(['odd', undefined, 'even', 'odd']);
  });

  it("'gallery' modules receive their position as the gallery index (000 §2.11 ?gallery=)", () => {
    const plan = planModules([c('g2', 'gallery', 5), c('t', 'text', 0), c('g1', 'gallery', 2)]);
    expect(plan.map((m) => [m.component.id, m.galleryIndex])).toEqual([
      ['t', undefined],
      ['g1', 0],
      ['g2', 1],
    ]);
  });

  it("components for the native apps only (000 §3 visibility 'mobile') are left out", () => {
    const plan = planModules([
      c('w', 'news', 0, 'web'),
      c('m', 'news', 1, 'mobile'),
      c('x', 'news', 2, null),
    ]);
    expect(plan.map((m) => [m.component.id, m.adVariant])).toEqual([
      ['w', 'odd'],
      ['x', 'even'],
    ]);
  });

  it('000 §3, 001 §3 visibility options web and mobile: the site shows web and unmarked ones', () => {
    expect(COMPONENT_VISIBILITIES).toEqual(['web', 'mobile']);
    expect([isForWeb({ visibility: 'web' }), isForWeb({}), isForWeb({ visibility: null })]).toEqual(
      [true, true, true],
    );
    expect(isForWeb({ visibility: 'mobile' })).toBe(false);
  });

  it('belts are inserted at position 1', () => {
    expect(CONTENT_BELT_POSITION).toBe(1);
  });
});

describe('000 §3 social media module', () => {
  it('social_media_type: facebook, twitter or instagram', () => {
    expect(SOCIAL_MEDIA_TYPES).toEqual(['facebook', 'twitter', 'instagram']);
  });
});
