import { describe, expect, it } from 'vitest';
import {
  isSoccerMainPage,
  NEWS_PAGE_SIZE,
  OUR_PROGRAMS_CATEGORY,
  OUR_PROGRAMS_PATH,
  rootSlug,
} from '../src/page-routes';

describe('000 §2.10 the root of each variant is a CMS main page', () => {
  it.each([
    ['soccer', 'pl', 'home'],
    ['academy', 'pl', 'akademia'],
    ['athletics', 'pl', 'athletics'],
    ['business', 'pl', 'biznes'],
    ['business', 'en', 'en'],
    ['soccer', 'en', null],
    ['academy', 'en', null],
    ['athletics', 'en', null],
  ] as const)('%s (%s) → %s', (variant, locale, slug) => {
    expect(rootSlug(variant, locale)).toBe(slug);
  });
});

describe('000 §2.10 soccer section pages read as main pages', () => {
  it.each(['/pilka-nozna', '/fundacja', '/tenis-golf', '/statystyki', '/socios'])('%s', (path) => {
    expect(isSoccerMainPage(path)).toBe(true);
  });

  it.each(['/', '/o-klubie', '/pilka-nozna/druzyna', '/fundacja/'])('not %s', (path) => {
    expect(isSoccerMainPage(path)).toBe(false);
  });
});

describe('000 §2.1 Our Programs, 000 §2.4 category 42; 000 §2.10 IRREGULAR grid', () => {
  it('lists category 42 at /nasze-programy, 14 news items a page', () => {
    expect([OUR_PROGRAMS_PATH, OUR_PROGRAMS_CATEGORY]).toEqual(['/nasze-programy', 42]);
    expect(NEWS_PAGE_SIZE).toBe(14);
  });
});
