import { describe, expect, it } from 'vitest';
import {
  errorRedirectPath,
  showsErrorDetails,
  logoHref,
  resolveSection,
  SECTIONS,
  sectionRoot,
} from '../src/sections';

describe('000 §1 sections', () => {
  it('has the 8 keys', () => {
    expect(SECTIONS).toEqual([
      'SOCCER',
      'ACADEMY',
      'BUSINESS_PL',
      'BUSINESS_EN',
      'FOUNDATION',
      'TENNIS_AND_GOLF',
      'ATHLETICS',
      'VOD',
    ]);
  });
});

describe('000 §2.2 step 1: the category id decides', () => {
  it.each([
    [7, 'FOUNDATION'],
    [8, 'FOUNDATION'],
    [9, 'FOUNDATION'],
    ['9', 'FOUNDATION'],
    [10, 'TENNIS_AND_GOLF'],
    [1, 'SOCCER'],
    [6, 'SOCCER'],
    [39, 'SOCCER'],
    [0, 'SOCCER'],
  ] as const)('category %s → %s, whatever the path', (categoryId, section) => {
    expect(resolveSection({ categoryId, path: '/tenis-golf/fundacja', app: 'academy' })).toBe(
      section,
    );
  });

  it('null, undefined and empty string are no category', () => {
    expect(resolveSection({ categoryId: null, path: '/fundacja' })).toBe('FOUNDATION');
    expect(resolveSection({ categoryId: '', path: '/tenis-golf' })).toBe('TENNIS_AND_GOLF');
  });
});

describe('000 §2.2 step 2: in the soccer app, path and query', () => {
  it.each([
    ['/aktualnosci/pilkarskie', '', 'SOCCER'],
    ['/pilka-nozna/druzyna', '', 'SOCCER'],
    ['/aktualnosci/wszystkie', '', 'SOCCER'],
    ['/aktualnosci/wszystkie', 'foundation=1', 'FOUNDATION'],
    ['/aktualnosci/wszystkie', '?tennis_and_golf', 'TENNIS_AND_GOLF'],
    ['/cokolwiek', 's_sp=true', 'SOCCER'],
    ['/cokolwiek', '?foundation', 'FOUNDATION'],
    ['/fundacja', '', 'FOUNDATION'],
    ['/fundacjasokol', '', 'FOUNDATION'],
    ['/nasze-historie', '', 'FOUNDATION'],
    ['/nasze-programy', '', 'FOUNDATION'],
    ['/wszyscy-do-wiosel', '', 'FOUNDATION'],
    ['/lekcje-z-sokol', '', 'FOUNDATION'],
    ['/celuj-w-zdrowie', '', 'FOUNDATION'],
    ['/stem', '', 'FOUNDATION'],
    ['/STEM', '', 'FOUNDATION'],
    ['/szkola-jezykowa', '', 'FOUNDATION'],
    ['/wolontariat', '', 'FOUNDATION'],
    ['/sprawozdania-finansowe', '', 'FOUNDATION'],
    ['/tenis-golf', '', 'TENNIS_AND_GOLF'],
    ['/tenis-golf-cennik', '', 'TENNIS_AND_GOLF'],
    ['/aktualnosci/tenis-golf', '', 'TENNIS_AND_GOLF'],
    ['/o-klubie', '', 'SOCCER'],
    ['', '', 'SOCCER'],
  ])('%s?%s → %s', (path, query, section) => {
    expect(resolveSection({ path, query, club: 'sokol' })).toBe(section);
  });

  it('s_sp must be a real parameter set to true', () => {
    expect(resolveSection({ path: '/x', query: 's_sp=false' })).toBe('SOCCER');
    expect(resolveSection({ path: '/fundacja', query: 's_sp=false' })).toBe('FOUNDATION');
    expect(resolveSection({ path: '/fundacja', query: 's_sp=true' })).toBe('SOCCER');
  });

  it('does not apply outside the soccer app', () => {
    expect(resolveSection({ path: '/fundacja', app: 'academy' })).toBe('ACADEMY');
  });
});

describe('000 §2.2 step 3: the app variant', () => {
  it.each([
    ['academy', '/druzyna', 'ACADEMY'],
    ['athletics', '/', 'ATHLETICS'],
    ['business', '/sponsoring', 'BUSINESS_PL'],
    ['business', '/', 'BUSINESS_PL'],
    ['business', '/en', 'BUSINESS_EN'],
    ['business', '/en/sponsoring', 'BUSINESS_EN'],
    ['business', '/enigma', 'BUSINESS_PL'],
  ] as const)('%s app, %s → %s', (app, path, section) => {
    expect(resolveSection({ path, app })).toBe(section);
  });
});

describe('000 §2.2 step 4: default', () => {
  it('SOCCER', () => {
    expect(resolveSection({ path: '/regulaminy' })).toBe('SOCCER');
  });
});

describe('000 §2.3 logo home link', () => {
  it.each([
    ['SOCCER', '/pilka-nozna'],
    ['FOUNDATION', '/fundacja'],
    ['TENNIS_AND_GOLF', '/tenis-golf'],
    ['BUSINESS_EN', '/en'],
    ['BUSINESS_PL', '/'],
    ['ACADEMY', '/'],
    ['ATHLETICS', '/'],
    ['VOD', '/'],
  ] as const)('%s → %s', (section, href) => {
    expect(logoHref(section)).toBe(href);
  });
});

describe('000 §2.3 section roots', () => {
  it.each([
    ['SOCCER', '/pilka-nozna'],
    ['FOUNDATION', '/fundacja'],
    ['TENNIS_AND_GOLF', '/tenis-golf'],
    ['BUSINESS_EN', '/en'],
    ['ACADEMY', '/'],
  ] as const)('%s → %s', (section, root) => {
    expect(sectionRoot(section)).toBe(root);
  });
});

describe('000 §8 error redirect after 5 s', () => {
  it.each([
    ['TENNIS_AND_GOLF', undefined, '/tenis-golf'],
    ['FOUNDATION', undefined, '/fundacja'],
    ['ACADEMY', 'academy', '/'],
    ['ATHLETICS', 'athletics', '/'],
    ['BUSINESS_PL', 'business', '/'],
    ['BUSINESS_EN', 'business', '/en'],
    ['SOCCER', undefined, '/pilka-nozna'],
    ['SOCCER', 'soccer', '/pilka-nozna'],
    ['VOD', undefined, '/pilka-nozna'],
  ] as const)('%s in the %s app → %s', (section, app, path) => {
    expect(errorRedirectPath(section, app)).toBe(path);
  });
});

describe('showsErrorDetails (000 §8 "status 500 with message and stack")', () => {
  it.each([
    ['DEV', true],
    ['TEST', true],
    ['INT', false],
    ['PROD', false],
  ] as const)('%s → %s', (appEnv, shown) => {
    expect(showsErrorDetails(appEnv)).toBe(shown);
  });
});
