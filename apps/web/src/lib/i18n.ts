import compile from 'icu-minify/compile';
import { createTranslator } from 'use-intl/core';
import { messagesLocaleFor } from '@trybuna/domain';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';

/** The two message files of 000 §9: pl-PL (default, also for de-DE) and en-US under /en. */
export type Messages = typeof pl;
export type SiteLocale = 'pl' | 'en';

export const SITE_LOCALES: readonly SiteLocale[] = ['pl', 'en'];

const MESSAGES: Record<SiteLocale, Messages> = { pl, en };

/** `pl` / `en` segment → the spec's locale tag (de-DE and anything else read Polish). */
export function localeTag(locale: SiteLocale): 'pl-PL' | 'en-US' {
  return messagesLocaleFor(locale === 'en' ? 'en-US' : 'pl-PL');
}

export function isSiteLocale(value: string): value is SiteLocale {
  return (SITE_LOCALES as readonly string[]).includes(value);
}

export function messagesFor(locale: SiteLocale): Messages {
  return MESSAGES[locale];
}

/**
 * Namespaces only one page kind needs: left out of the messages every page sends to the browser
 * (`layoutMessages`); that page adds them with an `IntlProvider` of its own (`pageMessages`).
 */
export const PAGE_ONLY_NAMESPACES = ['desk'] as const satisfies readonly (keyof Messages)[];

/**
 * The namespaces client components read (`useTranslations`): the only ones the layout's provider
 * sends, since every message it gets is repeated in each page's inline payload. The others
 * (team, timetable, statistics, gallery, breadcrumbs…) are read on the server only, through
 * `translator` (issue 31; i18n.test.ts checks this list against the components' code).
 */
export const CLIENT_NAMESPACES = [
  'auth',
  'comments',
  'common',
  'cookies',
  'errorPage',
  'football',
  'forms',
  'likes',
  'matchCentre',
  'modules',
  'network',
  'news',
  'notFound',
  'offline',
  'quiz',
  'search',
  'share',
  'smartBanner',
  'sw',
] as const satisfies readonly (keyof Messages)[];

declare const compiledBrand: unique symbol;

/**
 * Messages whose ICU messages are compiled ahead of time (next-intl's `icu-minify`): what every
 * provider and translator takes. The formatter is `use-intl`'s format-only build (aliased in
 * next.config.ts and vitest.config.ts), so the browser ships no ICU parser and never pays
 * `IntlMessageFormat`'s first-use cost; a raw message given to it would print its `{placeholders}`,
 * which the brand keeps from happening.
 */
export interface CompiledMessages {
  readonly [compiledBrand]: true;
}

function compileTree(tree: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : compileTree(value as object),
    ]),
  );
}

const COMPILED = new Map<SiteLocale, Record<string, unknown>>();

function compiledTree(locale: SiteLocale): Record<string, unknown> {
  let tree = COMPILED.get(locale);
  if (!tree) {
    tree = compileTree(MESSAGES[locale]);
    COMPILED.set(locale, tree);
  }
  return tree;
}

/** Every namespace, compiled: a page kind's own provider (the desk) and the tests. */
export function compiledMessagesFor(locale: SiteLocale): CompiledMessages {
  return compiledTree(locale) as unknown as CompiledMessages;
}

/** The messages the layout's provider gives every client component, compiled. */
export function layoutMessages(locale: SiteLocale): CompiledMessages {
  const client = new Set<string>(CLIENT_NAMESPACES);
  return Object.fromEntries(
    Object.entries(compiledTree(locale)).filter(([namespace]) => client.has(namespace)),
  ) as unknown as CompiledMessages;
}

/** A translator for server components (client components use `useTranslations`). */
export function translator(locale: SiteLocale) {
  // Typed by the raw messages' shape (keys and arguments), fed their compiled form.
  const messages = compiledMessagesFor(locale) as unknown as Messages;
  return createTranslator({ locale, messages });
}
