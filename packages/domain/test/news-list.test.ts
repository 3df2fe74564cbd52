import { describe, expect, it } from 'vitest';
import {
  LISTED_ARTICLE_TYPES,
  newsListFilter,
  parseNewsPath,
  SOCCER_NEWS_CATEGORIES,
} from '../src/news-list';

describe('000 §2.4 article list routes', () => {
  it.each([
    ['/aktualnosci/pilkarskie', [1], null, null],
    ['/aktualnosci/z-zycia-sokol', [34], null, null],
    ['/aktualnosci/fundacja', [39], null, null],
    ['/aktualnosci/pilkarskie/wideo', [1], 'video', null],
    ['/aktualnosci/pilkarskie/artykuly/transfery', [1], 'standard', 'transfery'],
    ['/aktualnosci/wszystkie/wydarzenia', SOCCER_NEWS_CATEGORIES, 'event', null],
    ['/aktualnosci/wszystkie/foto', SOCCER_NEWS_CATEGORIES, 'photo', null],
    ['/aktualnosci/wszystkie/sokol-tv', SOCCER_NEWS_CATEGORIES, 'video', null],
    ['/aktualnosci/wszystkie/skroty-meczow', SOCCER_NEWS_CATEGORIES, null, 'skroty-meczow'],
    ['/aktualnosci/wszystkie/gotowidopomocy', SOCCER_NEWS_CATEGORIES, null, 'gotowidopomocy'],
    ['/aktualnosci/tenis', [40], null, null],
    ['/aktualnosci-akademii', [133], null, null],
    ['/aktualnosci-akademii/a-u19', [133], null, 'a-u19'],
    ['/aktualnosci-akademii/galerie', [133], 'photo', null],
    ['/aktualnosci-biznes/bpl-sokol-biznes', [265], null, 'bpl-sokol-biznes'],
    ['/en/business-news/ben-stc', [265], null, 'ben-stc'],
    ['/aktualnosci-athletics/wydarzenia', [298], 'event', null],
    ['/aktualnosci/pilkarskie?query=derby', [1], null, null],
  ] as const)('%s', (path, categoryIds, kind, tag) => {
    expect(parseNewsPath(path, 'sokol')).toMatchObject({ categoryIds, kind, tag });
  });

  it.each([
    ['/aktualnosci/nieznana', null, null],
    ['/aktualnosci/nieznana/wydarzenia', 'event', null],
    ['/aktualnosci/nieznana/liga', null, 'liga'],
  ] as const)("000 §2.4 any other slug → '0', every soccer-app category: %s", (path, kind, tag) => {
    expect(parseNewsPath(path, 'sokol')).toEqual({
      root: path.split('/').slice(0, 3).join('/'),
      categoryId: '0',
      categoryIds: SOCCER_NEWS_CATEGORIES,
      kind,
      tag,
    });
  });

  it('the table slugs keep their category id', () => {
    expect(parseNewsPath('/aktualnosci/pilkarskie', 'sokol')?.categoryId).toBe('1');
    expect(parseNewsPath('/aktualnosci/sokol-w-twojej-dzielnicy', 'sokol')?.categoryId).toBe('43');
    expect(parseNewsPath('/aktualnosci-athletics/wydarzenia', 'sokol')?.categoryId).toBe('298');
  });

  it.each([
    ['/aktualnosci'],
    ['/aktualnosci/pilkarskie/wideo/tag/extra'],
    ['/aktualnosci/pilkarskie/tag/extra'],
    ['/o-klubie'],
    [''],
  ])('%j is not a list', (path) => {
    expect(parseNewsPath(path, 'sokol')).toBeNull();
  });
});

describe('000 §2.4, §3 what a list reads: news and events, never static pages', () => {
  it('lists both article types of the news pages', () => {
    expect(LISTED_ARTICLE_TYPES).toEqual(['News', 'Event']);
    expect(LISTED_ARTICLE_TYPES).not.toContain('StaticPage');
  });

  it.each([
    [
      '/aktualnosci-athletics/wydarzenia',
      { type_in: ['News', 'Event'], publication_category_id_in: [298], kind_eq: 'event' },
    ],
    [
      '/aktualnosci/wszystkie/wydarzenia',
      {
        type_in: ['News', 'Event'],
        publication_category_id_in: SOCCER_NEWS_CATEGORIES,
        kind_eq: 'event',
      },
    ],
    [
      '/aktualnosci-akademii/a-u19',
      { type_in: ['News', 'Event'], publication_category_id_in: [133], tags_slug_eq: 'a-u19' },
    ],
    ['/aktualnosci-biznes', { type_in: ['News', 'Event'], publication_category_id_in: [265] }],
  ])('%s', (path, filter) => {
    const query = parseNewsPath(path, 'sokol');
    expect(query).not.toBeNull();
    if (query) expect(newsListFilter(query)).toEqual(filter);
  });
});
