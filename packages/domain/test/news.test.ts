import { describe, expect, it } from 'vitest';
import { articleKindForSegment, categoryIdForSlug } from '../src/news';

describe('000 §2.4 category slug to id', () => {
  it.each([
    ['pilkarskie', '1'],
    ['wszystkie', '1'],
    ['z-zycia-sokol', '34'],
    ['koszykowka', '35'],
    ['druzyny-mlodziezowe', '36'],
    ['inne-sekcje', '37'],
    ['dla-dzieci', '38'],
    ['fundacja', '39'],
    ['tenis-golf', '40'],
    ['nasze-historie', '41'],
    ['nasze-programy', '42'],
    ['sokol-w-twojej-dzielnicy', '43'],
    ['aktualnosci-akademii', '133'],
    ['aktualnosci-biznes', '265'],
    ['business-news', '265'],
    ['aktualnosci-athletics', '298'],
  ])('%s → %s', (slug, id) => {
    expect(categoryIdForSlug(slug, 'sokol')).toBe(id);
  });

  it.each([['nieznana'], [''], ['z-zycia-{club}'], ['Pilkarskie'], ['z-zycia-innego']])(
    'any other slug (%j) → "0"',
    (slug) => {
      expect(categoryIdForSlug(slug, 'sokol')).toBe('0');
    },
  );
});

describe('000 §2.4 kind segment to article kind', () => {
  it.each([
    ['artykuly', 'standard'],
    ['/artykuly', 'standard'],
    ['wydarzenia', 'event'],
    ['wideo', 'video'],
    ['galerie', 'photo'],
    ['foto', 'all'],
    ['', 'all'],
    [undefined, 'all'],
    ['WIDEO', 'all'],
  ])('%j → %s', (segment, kind) => {
    expect(articleKindForSegment(segment)).toBe(kind);
  });
});
