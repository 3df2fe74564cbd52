import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGE_DELAY_MS, MAX_PAGE_SIZE, pagesFor } from '../src/api-pages';
import { MAX_LINEUP_ENTRIES } from '../src/match-desk';

describe('000 §7.2, 001 §9 paging', () => {
  it('fetch-all page size 50; articles wait 1 s between pages', () => {
    expect(MAX_PAGE_SIZE).toBe(50);
    expect(ARTICLE_PAGE_DELAY_MS).toBe(1000);
  });

  it.each([
    [0, 1],
    [1, 1],
    [50, 1],
    [51, 2],
    [100, 2],
    [101, 3],
  ])('%s items take %s page(s) of 50', (count, pages) => {
    expect(pagesFor(count)).toBe(pages);
  });

  it('a lineup (at most 60 players) is read in two pages', () => {
    expect(pagesFor(MAX_LINEUP_ENTRIES)).toBe(2);
  });
});
