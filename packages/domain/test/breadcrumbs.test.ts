import { describe, expect, it } from 'vitest';
import { breadcrumbDataName, breadcrumbLabel, genericCrumbPaths } from '../src/breadcrumbs';

describe('000 §2.12 breadcrumb structured data names', () => {
  it.each([
    ['/', 'main page'],
    ['/pilka-nozna', 'football'],
    ['/fundacja', 'foundation'],
    ['/tenis-golf', 'tennis & golf'],
    ['/statystyki', 'statistics'],
    ['/en', 'English version'],
  ])('%s → %s', (href, name) => {
    expect(breadcrumbDataName(href, 'Tytuł dokumentu')).toBe(name);
  });

  it.each([
    ['/o-klubie'],
    ['/aktualnosci/pilkarskie'],
    ['/pilka-nozna/druzyna'],
    ['/en/trusted-by'],
  ])('otherwise the document title: %s', (href) => {
    expect(breadcrumbDataName(href, 'Tytuł dokumentu')).toBe('Tytuł dokumentu');
  });
});

describe("visible breadcrumbs in the page's language", () => {
  it.each([
    ['/', 'pl', 'Strona główna'],
    ['/', 'en', 'Home'],
    ['/pilka-nozna', 'pl', 'piłka nożna'],
    ['/fundacja', 'pl', 'fundacja'],
    ['/tenis-golf', 'pl', 'tenis & golf'],
    ['/statystyki', 'pl', 'statystyki'],
    ['/en', 'en', 'English version'],
    ['/o-klubie', 'pl', 'O klubie'],
    ['/en/trusted-by', 'en', 'O klubie'],
  ] as const)('%s (%s) → %s', (href, locale, label) => {
    expect(breadcrumbLabel(href, 'O klubie', locale)).toBe(label);
  });
});

describe('000 §2.5 generic breadcrumbs [/, section root]', () => {
  it.each([
    ['SOCCER', ['/', '/pilka-nozna']],
    ['FOUNDATION', ['/', '/fundacja']],
    ['TENNIS_AND_GOLF', ['/', '/tenis-golf']],
    ['BUSINESS_EN', ['/', '/en']],
    ['ACADEMY', ['/']],
    ['ATHLETICS', ['/']],
    ['BUSINESS_PL', ['/']],
  ] as const)('%s → %j', (section, paths) => {
    expect(genericCrumbPaths(section)).toEqual(paths);
  });
});
