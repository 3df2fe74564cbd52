import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import {
  CLIENT_NAMESPACES,
  compiledMessagesFor,
  layoutMessages,
  PAGE_ONLY_NAMESPACES,
  SITE_LOCALES,
  translator,
} from './i18n';

interface Tree {
  [key: string]: Tree | string;
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Every argument a message names gets 7 (a number reads for plain, plural and number args). */
function argsOf(message: string): Record<string, number> {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name): [string, number] => [name, 7]));
}

const tags = { link: (chunks: string | string[]) => `<a>${[chunks].flat().join('')}</a>` };
const RAW = { pl: pl as unknown as Tree, en: en as unknown as Tree };

describe('compiled messages (icu-minify + use-intl format-only)', () => {
  for (const locale of SITE_LOCALES) {
    it(`format every ${locale} message exactly as the ICU reference formatter does`, () => {
      const t = translator(locale) as unknown as {
        markup: (key: string, values: Record<string, unknown>) => string;
      };
      const messages = leaves(RAW[locale]);
      expect(messages.length).toBeGreaterThan(300);
      for (const [key, raw] of messages) {
        const values = { ...argsOf(raw), ...tags };
        const reference = new IntlMessageFormat(raw, locale).format<string>(values);
        const expected = [reference].flat().join('');
        expect(t.markup(key, values), key).toBe(expected);
      }
    });
  }

  it('substitutes arguments (a raw message would print its placeholder)', () => {
    expect(translator('pl')('gallery.slideLabel', { n: 2, total: 9 })).toBe('Slajd 2 z 9');
    expect(translator('en')('news.page', { page: 3, last: 4 })).toMatch(/3.*4/);
  });

  it('sends the layout the client namespaces only (not the desk, not server-only ones), compiled', () => {
    const layout = layoutMessages('pl') as unknown as Record<string, unknown>;
    const all = compiledMessagesFor('pl') as unknown as Record<string, unknown>;
    expect(Object.keys(layout).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(Object.keys(layout)).not.toContain('desk');
    expect(Object.keys(layout)).not.toContain('team');
    expect(Object.keys(all)).toContain('desk');
    expect((layout.news as Record<string, unknown>).page).toEqual(
      (all.news as Record<string, unknown>).page,
    );
    expect((all.gallery as Record<string, unknown>).slideLabel).toEqual([
      'Slajd ',
      ['n'],
      ' z ',
      ['total'],
    ]);
  });

  it('every namespace a component reads in the browser is sent to it (layout or page provider)', () => {
    const sent = new Set<string>([...CLIENT_NAMESPACES, ...PAGE_ONLY_NAMESPACES]);
    const read = new Set<string>();
    const root = fileURLToPath(new URL('../components', import.meta.url));
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const code = readFileSync(path.join(root, file), 'utf8');
      // Client hooks only: server components translate with `translator(locale)`.
      for (const m of code.matchAll(/useTranslations(?:<[^>]*>)?\(\s*'([a-zA-Z]+)/g))
        read.add(m[1] ?? '');
      // A root translator (`useTranslations()`) names the namespace in each key.
      if (code.includes('useTranslations()'))
        for (const m of code.matchAll(/\bt\('([a-zA-Z]+)\./g)) read.add(m[1] ?? '');
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((namespace) => !sent.has(namespace))).toEqual([]);
  });
});
