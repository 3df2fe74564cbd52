import { describe, expect, it } from 'vitest';
import { CARD_CROPS, newsLayoutRows, type NewsRow } from '../src/news-layouts';

const sizes = (rows: NewsRow[]) =>
  rows.map((row) => row.map((slot) => (slot.kind === 'ad' ? 'AD' : slot.size)).join('+'));

describe('000 §9 card sizes and crops', () => {
  it.each([
    ['XL', 'article_list_thumbnail'],
    ['X', 'article_list'],
    ['L', 'article_list'],
    ['M', 'article_list_thumbnail2'],
    ['S', 'article_list_thumbnail3'],
    ['XS', 'article_list_thumbnail4'],
    ['FIT', 'web'],
    ['R', 'article_list_thumbnail'],
    ['MC', 'article_list'],
  ] as const)('%s uses %s', (size, crop) => {
    expect(CARD_CROPS[size]).toBe(crop);
  });
});

describe('000 §2.10 news grid layouts', () => {
  it('IRREGULAR: XL / L+XS / M+XS+XS / S or XL plus an advertisement, twice, 14 items', () => {
    const rows = newsLayoutRows('IRREGULAR', 20);
    expect(sizes(rows)).toEqual([
      'XL',
      'L+XS',
      'M+XS+XS',
      'S+AD',
      'XL',
      'L+XS',
      'M+XS+XS',
      'XL+AD',
    ]);
    expect(rows.flat().filter((s) => s.kind === 'article')).toHaveLength(14);
  });

  it('REGULAR: the first 12 items, each group of 6 starting with XL', () => {
    expect(sizes(newsLayoutRows('REGULAR', 30))).toEqual(['XL+M+M+M+M+M', 'XL+M+M+M+M+M']);
  });

  it('STANDARD: 12 items in pairs of size M', () => {
    const rows = newsLayoutRows('STANDARD', 13);
    expect(rows).toHaveLength(6);
    expect(new Set(sizes(rows))).toEqual(new Set(['M+M']));
  });

  it('PROMO: one large item and small ones', () => {
    expect(sizes(newsLayoutRows('PROMO', 9))).toEqual(['XL', 'S+S+S+S']);
  });

  it('fewer articles than slots leave no empty cards, and articles keep their order', () => {
    const rows = newsLayoutRows('IRREGULAR', 4);
    expect(sizes(rows)).toEqual(['XL', 'L+XS', 'M']);
    expect(rows.flat().map((s) => (s.kind === 'article' ? s.index : -1))).toEqual([0, 1, 2, 3]);
    expect(newsLayoutRows('REGULAR', 0)).toEqual([]);
  });
});
