import { describe, expect, it } from 'vitest';
import { footerLegalLinks } from '../src/footers';
import {
  businessLanguageHref,
  businessLanguageKey,
  rememberedBusinessRoot,
  switcherLinks,
} from '../src/switcher';

const origins = {
  soccer: 'http://localhost:3000',
  academy: 'http://akademia.localhost:3000',
  athletics: 'http://athletics.localhost:3000',
  business: 'http://biznes.localhost:3000',
};
const VOD = 'https://vod.example.org/';

describe('000 §2.3 section switcher', () => {
  it('lists the seven entries with the spec labels, in order', () => {
    expect(switcherLinks('soccer', 'SOCCER', origins, VOD).map((l) => l.label)).toEqual([
      'piłka nożna',
      'akademia',
      'fundacja',
      'tenis & golf',
      'vod',
      'athletics',
      'biznes',
    ]);
  });

  it('in the soccer app: football, foundation and tennis open in place; the rest on their origins', () => {
    const links = switcherLinks('soccer', 'FOUNDATION', origins, VOD);
    expect(links.map((l) => l.href)).toEqual([
      '/pilka-nozna',
      'http://akademia.localhost:3000/',
      '/fundacja',
      '/tenis-golf',
      VOD,
      'http://athletics.localhost:3000/',
      'http://biznes.localhost:3000/',
    ]);
    expect(links.filter((l) => l.current).map((l) => l.label)).toEqual(['fundacja']);
    expect(links.find((l) => l.label === 'vod')?.external).toBe(true);
  });

  it('in the academy app: academy in place, football on the soccer origin', () => {
    const links = switcherLinks('academy', 'ACADEMY', origins, VOD);
    expect(links[0]?.href).toBe('http://localhost:3000/pilka-nozna');
    expect(links[1]).toMatchObject({ href: '/', inApp: true, current: true });
  });

  it("'biznes' goes to /en for English business pages", () => {
    const links = switcherLinks('business', 'BUSINESS_EN', origins, VOD);
    expect(links[6]).toMatchObject({ href: '/en', current: true });
  });

  it('remembers the business language under {club}-business-language', () => {
    expect(businessLanguageKey('sokol')).toBe('sokol-business-language');
    expect(businessLanguageHref('en')).toBe('/en');
    expect(businessLanguageHref('pl')).toBe('/');
  });

  it.each([
    ['en', 'pl', '/', '/en'],
    ['en', 'pl', '/?utm=x', '/en'],
    ['en', 'en', '/en', null],
    ['en', 'pl', '/sponsoring', null],
    ['pl', 'pl', '/', null],
    [null, 'pl', '/', null],
    ['EN', 'pl', '/', null],
  ] as const)(
    'stored %j on a %s page at %s → %j (read on the next visit)',
    (stored, current, path, to) => {
      expect(rememberedBusinessRoot(stored, current, path)).toBe(to);
    },
  );
});

describe('000 §2.7 privacy links', () => {
  it.each([
    ['SOCCER', ['privacy.pl', 'privacy.en']],
    ['ACADEMY', ['privacy.pl', 'privacy.en']],
    ['FOUNDATION', ['privacy.foundation']],
    ['TENNIS_AND_GOLF', ['mediaFiles']],
  ] as const)('%s: %j', (section, keys) => {
    const links = footerLegalLinks(section);
    expect(links[0]?.href).toBe('/regulaminy');
    expect(links.flatMap((l) => (l.external ? [l.external] : []))).toEqual(keys);
  });

  it('the tennis privacy PDF lives under {media-files-url}/documents/', () => {
    expect(footerLegalLinks('TENNIS_AND_GOLF')[1]?.suffix).toMatch(/^\/documents\/.+\.pdf$/);
  });
});
