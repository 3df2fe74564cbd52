import { describe, expect, it } from 'vitest';
import {
  breadcrumbDataName,
  breadcrumbLabel,
  footballCrumbs,
  genericCrumbPaths,
  pageCrumbs,
  sectionCrumbs,
} from '../src/breadcrumbs';

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

describe('000 §2.5 generic breadcrumbs, named', () => {
  it.each([
    [
      'SOCCER',
      'pl',
      [
        { name: 'Strona główna', href: '/' },
        { name: 'piłka nożna', href: '/pilka-nozna' },
      ],
    ],
    [
      'FOUNDATION',
      'pl',
      [
        { name: 'Strona główna', href: '/' },
        { name: 'fundacja', href: '/fundacja' },
      ],
    ],
    [
      'BUSINESS_EN',
      'en',
      [
        { name: 'Home', href: '/' },
        { name: 'English version', href: '/en' },
      ],
    ],
    ['ACADEMY', 'pl', [{ name: 'Strona główna', href: '/' }]],
  ] as const)('%s (%s)', (section, locale, crumbs) => {
    expect(sectionCrumbs(section, locale)).toEqual(crumbs);
  });
});

describe("001 §2 football breadcrumbs: '/', 'pilka-nozna' (not on the academy), then the page", () => {
  const team = { name: 'Rezerwy', href: '/pilka-nozna/rezerwy' };
  const member = { name: 'Jan Kowalski', href: '/pilka-nozna/rezerwy/zawodnik/jan-kowalski/5' };
  it('team and member on the soccer app', () => {
    expect(footballCrumbs('soccer', team, member)).toEqual([
      { name: 'Strona główna', href: '/' },
      { name: 'piłka nożna', href: '/pilka-nozna' },
      team,
      member,
    ]);
  });

  it("'{home name} - {away name}' on the academy app, without 'pilka-nozna'", () => {
    const match = { name: 'Akademia U19 - Rywal U19', href: '/centrum-meczowe/12' };
    expect(footballCrumbs('academy', match)).toEqual([{ name: 'Strona główna', href: '/' }, match]);
  });
});

describe('000 §2.5 breadcrumbs of the catch-all pages', () => {
  it('the variant root has none; a section page is home, then its title', () => {
    expect(
      pageCrumbs({ kind: 'main', variant: 'soccer', path: '/', title: 'Start' }, 'pl'),
    ).toEqual([]);
    expect(
      pageCrumbs({ kind: 'main', variant: 'business', path: '/en', title: 'Biz' }, 'en'),
    ).toEqual([]);
    expect(
      pageCrumbs({ kind: 'main', variant: 'soccer', path: '/pilka-nozna', title: 'Piłka' }, 'pl'),
    ).toEqual([
      { name: 'Strona główna', href: '/' },
      { name: 'piłka nożna', href: '/pilka-nozna' },
    ]);
  });

  it('the English landing: home, English version', () => {
    expect(pageCrumbs({ kind: 'english-landing' }, 'en')).toEqual([
      { name: 'Home', href: '/' },
      { name: 'English version', href: '/en' },
    ]);
  });

  it('a static site page: the generic breadcrumbs, then page_type.name', () => {
    expect(
      pageCrumbs(
        { kind: 'in-section', section: 'FOUNDATION', path: '/o-fundacji', name: 'O fundacji' },
        'pl',
      ),
    ).toEqual([
      { name: 'Strona główna', href: '/' },
      { name: 'fundacja', href: '/fundacja' },
      { name: 'O fundacji', href: '/o-fundacji' },
    ]);
  });

  it('an article: its category breadcrumbs, then its title', () => {
    const article = {
      kind: 'article' as const,
      section: 'SOCCER' as const,
      path: '/aktualnosci/wiadomosci/gol/7',
      title: 'Gol',
      club: 'klub',
    };
    expect(pageCrumbs({ ...article, category: { id: 133, name: 'akademia' } }, 'pl')).toEqual([
      { name: 'Strona główna', href: '/' },
      { name: 'akademia', href: '/aktualnosci-akademii' },
      { name: 'Gol', href: article.path },
    ]);
    expect(pageCrumbs({ ...article, category: null }, 'pl')).toEqual([
      { name: 'Strona główna', href: '/' },
      { name: 'piłka nożna', href: '/pilka-nozna' },
      { name: 'Gol', href: article.path },
    ]);
  });

  it('a news list: home, then its title', () => {
    expect(
      pageCrumbs({ kind: 'news', path: '/aktualnosci/wszystkie', title: 'Aktualności' }, 'pl'),
    ).toEqual([
      { name: 'Strona główna', href: '/' },
      { name: 'Aktualności', href: '/aktualnosci/wszystkie' },
    ]);
  });
});
