import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import {
  CHROME_MESSAGES,
  compiledMessagesFor,
  ISLAND_MESSAGES,
  islandMessages,
  layoutMessages,
  PAGE_ONLY_NAMESPACES,
  pickMessages,
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

  it("sends the layout the chrome's messages only (no module's, not the desk, not server-only ones), compiled", () => {
    const layout = layoutMessages('pl') as unknown as Record<string, Record<string, unknown>>;
    const all = compiledMessagesFor('pl') as unknown as Record<string, Record<string, unknown>>;
    for (const namespace of ['desk', 'team', 'quiz', 'forms', 'matchCentre', 'football', 'news'])
      expect(Object.keys(layout)).not.toContain(namespace);
    expect(Object.keys(layout.modules ?? {}).sort()).toEqual(['login', 'loginToUnlock']);
    expect(layout.common).toEqual(all.common);
    expect(all.gallery?.slideLabel).toEqual(['Slajd ', ['n'], ' z ', ['total']]);
  });

  it("gives an island only its own messages, and the provider adds them to the chrome's", () => {
    const belt = islandMessages('pl', 'ticketBelt') as unknown as Record<string, Tree>;
    const all = compiledMessagesFor('pl') as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(belt).sort()).toEqual(['football', 'modules']);
    expect(Object.keys(belt.football ?? {})).toHaveLength(ISLAND_MESSAGES.ticketBelt.length - 2);
    expect(belt.football?.soldTickets).toEqual(all.football?.soldTickets);
    expect(Object.keys(islandMessages('pl', 'quiz'))).toEqual(['quiz']);
    expect(() => pickMessages('pl', ['football.noSuchMessage'])).toThrow(/football.noSuchMessage/);
  });

  it("sends every message a component reads in the browser: the chrome's, or its island's", () => {
    const raw = pl as unknown as Tree;
    const has = (paths: readonly string[], key: string) =>
      paths.some((path) => key === path || key.startsWith(`${path}.`));
    const chrome: readonly string[] = [...CHROME_MESSAGES, ...PAGE_ONLY_NAMESPACES];
    const islands = Object.values(ISLAND_MESSAGES) as readonly (readonly string[])[];
    const missing: string[] = [];
    const root = fileURLToPath(new URL('../components', import.meta.url));
    let reads = 0;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const code = readFileSync(path.join(root, file), 'utf8');
      const keys: string[] = [];
      // Client hooks only: server components translate with `translator(locale)`.
      for (const m of code.matchAll(
        /(\w+)\s*=\s*useTranslations(?:<[^>]*>)?\(\s*'([a-zA-Z.]+)'\s*\)/g,
      )) {
        const [, name = '', namespace = ''] = m;
        const calls = [
          ...code.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.markup)?\\(\\s*'([\\w.]+)'`, 'g')),
        ];
        // A translator handed on (or keys built at run time) reads the namespace as a whole.
        if (calls.length === 0) keys.push(namespace);
        for (const call of calls) keys.push(`${namespace}.${call[1] ?? ''}`);
      }
      // A root translator (`useTranslations()`) names the namespace in each key.
      if (code.includes('useTranslations()'))
        for (const m of code.matchAll(/\bt\('([\w.]+)'/g)) keys.push(m[1] ?? '');
      for (const key of keys) {
        reads++;
        if (has(chrome, key)) continue;
        // A key read outside the chrome's messages must be an island's: a page that shows the
        // component puts that island's provider around it (ISLAND_MESSAGES).
        if (!islands.some((paths) => has(paths, key))) missing.push(`${file}: ${key}`);
      }
    }
    expect(reads).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    // Every message named is one the files have.
    for (const key of [...CHROME_MESSAGES, ...islands.flat()]) {
      const found = key
        .split('.')
        .reduce<Tree | string | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          raw,
        );
      expect(found, key).toBeDefined();
    }
  });

  it("puts each island's provider where the island is drawn", () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const code = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    for (const island of Object.keys(ISLAND_MESSAGES))
      expect(code, island).toMatch(new RegExp(`islandMessages\\(.*'${island}'\\)|: '${island}',`));
  });
});
