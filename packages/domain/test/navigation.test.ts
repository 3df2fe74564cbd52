import { describe, expect, it } from 'vitest';
import { fillRoute, internalMenuPaths, MENU_REDIRECTS, MENUS, routeKind } from '../src/navigation';
import { RIGHT_LINKS } from '../src/menus-soccer';
import { articlePath, categoryApp, categoryListPath } from '../src/news';
import { SECTIONS } from '../src/sections';

const words = { club: 'sokol', abbr: 'STC', partnerBank: 'bank-partnerski' };

describe('000 §2.8 menus per sub-site', () => {
  it('has a menu for every section; VOD is a link only', () => {
    expect(Object.keys(MENUS).sort()).toEqual([...SECTIONS].sort());
    expect(MENUS.VOD).toEqual([]);
    for (const section of SECTIONS.filter((s) => s !== 'VOD')) {
      expect(MENUS[section].length, section).toBeGreaterThan(0);
    }
  });

  it('every item is either internal (href starting with /) or names an external url', () => {
    for (const section of SECTIONS) {
      for (const item of MENUS[section].flatMap((g) => g.items)) {
        expect(Boolean(item.href) !== Boolean(item.external), `${section} ${item.id}`).toBe(true);
        if (item.href) expect(item.href.startsWith('/')).toBe(true);
      }
    }
  });

  it.each([
    ['SOCCER', '/aktualnosci/z-zycia-sokol'],
    ['SOCCER', '/aktualnosci/sokol-w-twojej-dzielnicy'],
    ['SOCCER', '/sokol-training-center/1381'],
    ['SOCCER', '/muzeum-sokol'],
    ['SOCCER', '/bank-partnerski'],
    ['SOCCER', '/o-klubie'],
    ['ACADEMY', '/aktualnosci-akademii/a-sokol-ii'],
    ['ACADEMY', '/akademia-sms-lo-statut-szkoly'],
    ['BUSINESS_PL', '/sponsoring'],
    ['BUSINESS_PL', '/sokol-training-center-business'],
    ['BUSINESS_EN', '/en/trusted-by'],
    ['FOUNDATION', '/lekcje-z-sokol'],
    ['TENNIS_AND_GOLF', '/tenis-golf-cennik'],
    // The footer's `{token}` (docs/spec-readings.md): the fan-token page.
    ['TENNIS_AND_GOLF', '/sokol-fan-token'],
    ['ATHLETICS', '/o-klubie-athletics-trenerzy'],
  ] as const)('%s links %s', (section, path) => {
    expect(internalMenuPaths(section, words)).toContain(path);
  });

  it('ACADEMY right links: about, alumni, contact, each also in its menu', () => {
    const academy = internalMenuPaths('ACADEMY', words);
    const right = (RIGHT_LINKS.ACADEMY ?? []).map((item) => item.href);
    expect(right).toEqual(['/akademia-o-nas', '/akademia-absolwenci', '/akademia-kontakt']);
    for (const path of right) expect(academy).toContain(path);
    expect(RIGHT_LINKS.SOCCER).toBeUndefined();
  });

  it('internal paths are filled and listed once', () => {
    for (const section of SECTIONS) {
      const paths = internalMenuPaths(section, words);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path).not.toMatch(/[{}]/);
    }
  });

  it('the second readings redirect to a route some menu links', () => {
    const all = new Set(SECTIONS.flatMap((s) => internalMenuPaths(s, words)));
    for (const [from, to] of Object.entries(MENU_REDIRECTS)) {
      expect(all.has(to), `${from} → ${to}`).toBe(true);
      expect(all.has(from), `${from} is not linked itself`).toBe(false);
    }
  });

  it('fills {club}, {abbr} and {partner-bank}', () => {
    expect(fillRoute('/{club}-training-center-business#poznaj{abbr}', words)).toBe(
      '/sokol-training-center-business#poznajSTC',
    );
    expect(fillRoute('/{partner-bank}', words)).toBe('/bank-partnerski');
    expect(fillRoute('/bez-zmian', words)).toBe('/bez-zmian');
  });
});

describe('which template serves a path', () => {
  it.each([
    ['/', 'section-root'],
    ['/pilka-nozna', 'section-root'],
    ['/fundacja', 'section-root'],
    ['/tenis-golf', 'section-root'],
    ['/en', 'section-root'],
    ['/aktualnosci/wszystkie', 'news-list'],
    ['/aktualnosci-akademii/a-u19', 'news-list'],
    ['/en/business-news', 'news-list'],
    ['/pilka-nozna/druzyna', 'football'],
    ['/terminarze-wyniki', 'football'],
    ['/statystyki', 'football'],
    ['/sokol-training-center/1381', 'article'],
    ['/o-klubie', 'static'],
    ['/tenis-golf-cennik', 'static'],
  ] as const)('%s → %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });
});

describe('000 §2.5 article paths from the category', () => {
  it.each([
    [1, 'pl', '/aktualnosci/pilkarskie'],
    [34, 'pl', '/aktualnosci/z-zycia-sokol'],
    [39, 'pl', '/aktualnosci/fundacja'],
    [40, 'pl', '/aktualnosci/tenis-golf'],
    [133, 'pl', '/aktualnosci-akademii'],
    [265, 'pl', '/aktualnosci-biznes'],
    [265, 'en', '/en/business-news'],
    [298, 'pl', '/aktualnosci-athletics'],
    [null, 'pl', '/aktualnosci/wszystkie'],
    [9999, 'pl', '/aktualnosci/wszystkie'],
  ] as const)('category %j (%s) lists under %s', (id, locale, path) => {
    expect(categoryListPath(id, locale, 'sokol')).toBe(path);
  });

  it('joins the category path, the slug and the id', () => {
    expect(articlePath({ id: 7, slug: 'wygrana-w-derbach', categoryId: 1 }, 'sokol')).toBe(
      '/aktualnosci/pilkarskie/wygrana-w-derbach/7',
    );
  });

  it.each([
    [133, 'academy'],
    [265, 'business'],
    [298, 'athletics'],
    [1, 'soccer'],
    [39, 'soccer'],
    [null, 'soccer'],
  ] as const)('category %j is served by the %s app', (id, app) => {
    expect(categoryApp(id)).toBe(app);
  });
});
