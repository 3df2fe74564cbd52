import { describe, expect, it } from 'vitest';
import {
  keepsTagSelection,
  searchTarget,
  tagLabel,
  tagsCacheKey,
  tagsForSection,
  sectionNewsRoot,
  tagListPath,
  toggleTag,
} from '../src/search';
import { parseNewsPath } from '../src/news-list';

const TAGS = [
  { name: 'Transfery', slug: 'transfery' },
  { name: '[a] U19', slug: 'a-u19' },
  { name: '[biz] STC', slug: 'bpl-stc' },
  { name: '[biz] STC Business', slug: 'ben-stc' },
  { name: '[ath] Biegi', slug: 'ath-biegi' },
];

describe('000 §2.6 search target', () => {
  it.each([
    ['SOCCER', 'derby', null, '/aktualnosci/pilkarskie?query=derby'],
    ['FOUNDATION', 'pomoc', null, '/aktualnosci/wszystkie?query=pomoc'],
    ['SOCCER', 'gol', 'transfery', '/aktualnosci/pilkarskie/transfery?query=gol'],
    [
      'SOCCER',
      '  Łódź & co ',
      null,
      '/aktualnosci/pilkarskie?query=%C5%81%C3%B3d%C5%BA%20%26%20co',
    ],
    ['TENNIS_AND_GOLF', 'kort', null, '/aktualnosci/wszystkie?query=kort'],
    ['ACADEMY', '', 'a-u19', '/aktualnosci-akademii/a-u19'],
    ['ACADEMY', 'trening', null, '/aktualnosci-akademii?query=trening'],
    ['ATHLETICS', 'bieg', 'ath-biegi', '/aktualnosci-athletics/ath-biegi?query=bieg'],
    ['BUSINESS_PL', 'loża', null, '/aktualnosci-biznes?query=lo%C5%BCa'],
    ['BUSINESS_EN', 'box', 'ben-stc', '/en/business-news/ben-stc?query=box'],
  ] as const)('%s %j %j → %s', (section, query, tag, target) => {
    expect(searchTarget(section, query, tag)).toBe(target);
  });

  it('every target is a list of the section it was searched on', () => {
    for (const section of ['ACADEMY', 'ATHLETICS', 'BUSINESS_PL', 'BUSINESS_EN'] as const) {
      const query = parseNewsPath(searchTarget(section, 'x', 'tag'), 'sokol');
      expect(query?.root).toBe(sectionNewsRoot(section));
      expect(query?.tag).toBe('tag');
    }
  });
});

describe('000 §2.4, §4.4 tag links stay on the section', () => {
  it.each([
    ['SOCCER', 'kibice', '/aktualnosci/wszystkie/kibice'],
    ['FOUNDATION', 'gotowidopomocy', '/aktualnosci/wszystkie/gotowidopomocy'],
    ['ACADEMY', 'a-u19', '/aktualnosci-akademii/a-u19'],
    ['ATHLETICS', 'ath-rzuty', '/aktualnosci-athletics/ath-rzuty'],
    ['BUSINESS_PL', 'bpl-stc', '/aktualnosci-biznes/bpl-stc'],
    ['BUSINESS_EN', 'ben-stc', '/en/business-news/ben-stc'],
  ] as const)('%s #%s → %s', (section, slug, path) => {
    expect(tagListPath(section, slug)).toBe(path);
  });
});

describe('000 §3, §4.4 popular tags', () => {
  it('markers pick the tags of the academy, business and athletics sites', () => {
    expect(tagsForSection(TAGS, 'SOCCER').map((t) => t.slug)).toEqual(['transfery']);
    expect(tagsForSection(TAGS, 'ACADEMY').map((t) => t.slug)).toEqual(['a-u19']);
    expect(tagsForSection(TAGS, 'BUSINESS_PL').map((t) => t.slug)).toEqual(['bpl-stc']);
    expect(tagsForSection(TAGS, 'BUSINESS_EN').map((t) => t.slug)).toEqual(['ben-stc']);
    expect(tagsForSection(TAGS, 'ATHLETICS').map((t) => t.slug)).toEqual(['ath-biegi']);
    expect(tagsForSection(TAGS, 'FOUNDATION').map((t) => t.slug)).toEqual(['transfery']);
  });

  it('labels drop the marker', () => {
    expect(tagLabel('[a] U19')).toBe('U19');
    expect(tagLabel('[BIZ]  STC')).toBe('STC');
    expect(tagLabel('Kibice')).toBe('Kibice');
  });

  it('select, deselect, and clear on a soccer ↔ non-soccer switch', () => {
    expect(toggleTag(null, 'liga')).toBe('liga');
    expect(toggleTag('liga', 'liga')).toBeNull();
    expect(toggleTag('liga', 'kibice')).toBe('kibice');
    expect(keepsTagSelection('SOCCER', 'FOUNDATION')).toBe(false);
    expect(keepsTagSelection('FOUNDATION', 'TENNIS_AND_GOLF')).toBe(true);
    expect(keepsTagSelection('SOCCER', 'SOCCER')).toBe(true);
  });

  it('000 §7.2 cache keys', () => {
    expect(tagsCacheKey('SOCCER')).toBe('tags_subpage');
    expect(tagsCacheKey('ACADEMY')).toBe('tags_main');
  });
});
