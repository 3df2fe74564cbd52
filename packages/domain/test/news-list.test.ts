import { describe, expect, it } from 'vitest';
import { parseNewsPath, SOCCER_NEWS_CATEGORIES } from '../src/news-list';

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
    ['/aktualnosci/nieznana'],
    ['/aktualnosci'],
    ['/aktualnosci/pilkarskie/wideo/tag/extra'],
    ['/aktualnosci/pilkarskie/tag/extra'],
    ['/o-klubie'],
    [''],
  ])('%j is not a list', (path) => {
    expect(parseNewsPath(path, 'sokol')).toBeNull();
  });
});
