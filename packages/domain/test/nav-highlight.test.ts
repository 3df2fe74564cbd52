import { describe, expect, it } from 'vitest';
import { TOP_LINKS } from '../src/footers';
import { currentNavEntry, type NavEntry } from '../src/nav-highlight';
import { fillRoute, MENUS } from '../src/navigation';
import type { SectionKey } from '../src/sections';

const WORDS = { club: 'sokol', abbr: 'STC', partnerBank: 'bank-partner' };

/** A section's menu as the shell marks it: internal items, keyed by group and item. */
function menu(section: SectionKey): NavEntry[] {
  return MENUS[section].flatMap((group) =>
    group.items.flatMap((item) =>
      item.href ? [{ key: `${group.id}/${item.id}`, href: fillRoute(item.href, WORDS) }] : [],
    ),
  );
}

function top(section: SectionKey): NavEntry[] {
  return TOP_LINKS[section].flatMap((item) =>
    item.href ? [{ key: item.id, href: fillRoute(item.href, WORDS) }] : [],
  );
}

describe('000 §2.4 navigation highlighting: one current entry per menu', () => {
  it.each([
    // Exact paths, and an href twice in the menu: the first (News before Football).
    ['SOCCER', '/aktualnosci/pilkarskie', 'news/football'],
    ['SOCCER', '/aktualnosci/wszystkie', 'news/all'],
    ['SOCCER', '/aktualnosci/koszykowka', 'news/basketball'],
    ['SOCCER', '/aktualnosci/wszystkie/wydarzenia', 'news/events'],
    ['SOCCER', '/aktualnosci/wszystkie/foto', 'gallery/photo'],
    ['SOCCER', '/o-klubie', 'club/about'],
    ['SOCCER', '/pilka-nozna', 'football/football-home'],
    // A parent: an article under its list, a kind under its category.
    ['SOCCER', '/aktualnosci/pilkarskie/wygrana-w-derbach/12', 'news/football'],
    ['SOCCER', '/aktualnosci/koszykowka/wydarzenia', 'news/basketball'],
    ['SOCCER', '/aktualnosci/z-zycia-sokol/wideo?query=mecz', 'news/life'],
    // The spec's entry when nothing matches more precisely.
    ['SOCCER', '/aktualnosci/nieznana', 'news/all'],
    ['SOCCER', '/aktualnosci/wszystkie/artykuly', 'news/all'],
    // Timetables: the page's own tab, any team; a tab with no entry gets the spec's entry.
    ['SOCCER', '/pilka-nozna/terminarz/nadchodzace-mecze', 'football/fixtures'],
    ['SOCCER', '/pilka-nozna/terminarz/tabele-wynikow', 'football/tables'],
    ['SOCCER', '/pilka-nozna/terminarz-druga/tabele-wynikow', 'football/tables'],
    ['SOCCER', '/pilka-nozna/terminarz/rozegrane-mecze', 'football/fixtures'],
    ['SOCCER', '/pilka-nozna/terminarz-druga/rozegrane-mecze#played', 'football/fixtures'],
    // Team pages of any team and their members: the team entry.
    ['SOCCER', '/pilka-nozna/druzyna-druga', 'football/team'],
    ['SOCCER', '/pilka-nozna/druzyna/zawodnik/jan-kowalski/7', 'football/team'],
    ['SOCCER', '/pilka-nozna/druzyna-druga/kadra/12', 'football/team'],
    // A football page with no entry of its own: the section root.
    ['SOCCER', '/pilka-nozna/centrum-meczowe/12', 'football/football-home'],
    ['ACADEMY', '/aktualnosci-akademii', 'news/all'],
    ['ACADEMY', '/aktualnosci-akademii/a-u19', 'news/u19'],
    ['ACADEMY', '/aktualnosci-akademii/a-u19/wideo', 'news/u19'],
    ['ACADEMY', '/aktualnosci-akademii/wygrana-u19/140', 'news/all'],
    ['ACADEMY', '/terminarze-wyniki', 'academy/fixtures'],
    ['ACADEMY', '/terminarze-wyniki-druga/tabele-wynikow', 'academy/fixtures'],
    ['ACADEMY', '/druzyna-druga/zawodnik/jan-kowalski/7', 'academy/teams'],
    ['ATHLETICS', '/aktualnosci-athletics/wydarzenia', 'news/events'],
    ['ATHLETICS', '/aktualnosci-athletics/ath-biegi', 'news/all'],
    ['BUSINESS_PL', '/aktualnosci-biznes/bpl-sokol-biznes', 'news/club-business'],
    ['BUSINESS_EN', '/en/business-news', 'news/all'],
    ['BUSINESS_EN', '/en/sponsoring', 'offer/sponsoring'],
    ['FOUNDATION', '/wolontariat', 'foundation/volunteering'],
    ['TENNIS_AND_GOLF', '/tenis-golf-cennik', 'tennis/prices'],
  ] as const)('%s %s → %s', (section, path, key) => {
    const entries = menu(section);
    expect(
      entries.some((e) => e.key === key),
      `${key} in the ${section} menu`,
    ).toBe(true);
    expect(currentNavEntry(entries, path)).toBe(key);
  });

  it.each([
    ['SOCCER', '/'],
    ['SOCCER', '/tej-strony-nie-ma'],
    ['FOUNDATION', '/aktualnosci/fundacja'],
    ['ACADEMY', '/'],
  ] as const)('%s %s: no entry is current', (section, path) => {
    expect(currentNavEntry(menu(section), path)).toBeNull();
  });

  it('top links: the news entry for any news list, the matches entry for any timetable', () => {
    expect(currentNavEntry(top('SOCCER'), '/aktualnosci/koszykowka')).toBe('news');
    expect(currentNavEntry(top('SOCCER'), '/pilka-nozna/terminarz/tabele-wynikow')).toBe('matches');
    expect(currentNavEntry(top('SOCCER'), '/pilka-nozna/druzyna-druga')).toBe('team');
    expect(currentNavEntry(top('ACADEMY'), '/terminarze-wyniki-druga/rozegrane-mecze')).toBe(
      'matches',
    );
    expect(currentNavEntry(top('SOCCER'), '/o-klubie')).toBeNull();
  });

  it('ties go to the first entry; `/` matches only itself', () => {
    const entries = [
      { key: 'home', href: '/' },
      { key: 'a', href: '/x' },
      { key: 'b', href: '/x' },
    ];
    expect(currentNavEntry(entries, '/x/y')).toBe('a');
    expect(currentNavEntry(entries, '/')).toBe('home');
    expect(currentNavEntry(entries, '/z')).toBeNull();
    expect(currentNavEntry([], '/x')).toBeNull();
  });
});
