import { describe, expect, it } from 'vitest';
import {
  keepsTagSelection,
  searchTarget,
  tagLabel,
  tagsCacheKey,
  tagsForSection,
  toggleTag,
} from '../src/search';

const TAGS = [
  { name: 'Transfery', slug: 'transfery' },
  { name: '[a] U19', slug: 'a-u19' },
  { name: '[biz] STC', slug: 'bpl-stc' },
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
    ['ACADEMY', '', 'a-u19', '/aktualnosci/wszystkie/a-u19'],
  ] as const)('%s %j %j → %s', (section, query, tag, target) => {
    expect(searchTarget(section, query, tag)).toBe(target);
  });
});

describe('000 §3, §4.4 popular tags', () => {
  it('markers pick the tags of the academy, business and athletics sites', () => {
    expect(tagsForSection(TAGS, 'SOCCER').map((t) => t.slug)).toEqual(['transfery']);
    expect(tagsForSection(TAGS, 'ACADEMY').map((t) => t.slug)).toEqual(['a-u19']);
    expect(tagsForSection(TAGS, 'BUSINESS_EN').map((t) => t.slug)).toEqual(['bpl-stc']);
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
