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
 * A message the browser is sent: a whole namespace (`'quiz'`) or one message or group of it
 * (`'football.soldTickets'`, `'modules.survey'`).
 */
export type MessagePath = keyof Messages | `${keyof Messages}.${string}`;

/**
 * What the chrome's own islands read (`useTranslations`): the only messages the layout's
 * provider sends, since every message it gets is repeated in each page's inline payload
 * (issue 31). Toasts, the menu, search, the account button, the cookie and app banners,
 * connectivity, the service worker, the error and not-found views (boundaries: nothing can
 * wrap them), and what many kinds of content share (the like and share buttons, the members'
 * lock and login prompt). Server-only namespaces (team, timetable, statistics, gallery,
 * breadcrumbs…) stay on the server (`translator`).
 */
export const CHROME_MESSAGES = [
  'auth',
  'common',
  'cookies',
  'errorPage',
  'likes',
  'network',
  'notFound',
  'search',
  'share',
  'smartBanner',
  'sw',
  'modules.login',
  'modules.loginToUnlock',
] as const satisfies readonly MessagePath[];

/**
 * Each island's own messages, sent by an `IslandMessages` provider around it (once per module
 * or page part, merged with the chrome's): a page that does not show the island does not carry
 * them. i18n.test.ts reads the components' `useTranslations` calls and fails on a message that
 * is not sent.
 */
export const ISLAND_MESSAGES = {
  ticketBelt: [
    'football.beltMore',
    'football.pause',
    'football.play',
    'football.slide',
    'football.slideOf',
    'football.soldPackages',
    'football.soldTickets',
    'modules.next',
    'modules.previous',
  ],
  counterHero: [
    'football.countdown',
    'football.countdownText',
    'football.days',
    'football.ended',
    'football.hours',
    'football.live',
    'football.liveBadge',
    'football.minutes',
    'football.nextMatch',
    'football.result',
    'football.seconds',
  ],
  quiz: ['quiz'],
  survey: ['modules.survey'],
  contactForm: ['forms'],
  comments: ['comments'],
  newsList: ['news'],
  matchCentre: ['matchCentre', 'modules.survey', 'comments'],
  offline: ['offline'],
} as const satisfies Record<string, readonly MessagePath[]>;

export type Island = keyof typeof ISLAND_MESSAGES;

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

/** The messages at `paths` (namespaces or parts of them), compiled, in their nesting. */
export function pickMessages(locale: SiteLocale, paths: readonly MessagePath[]): CompiledMessages {
  const tree = compiledTree(locale);
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = tree;
    let into = picked;
    keys.forEach((key, index) => {
      from = (from as Record<string, unknown> | undefined)?.[key];
      if (from === undefined) throw new Error(`No message ${path}`);
      if (index === keys.length - 1) into[key] = from;
      else into = (into[key] ??= {}) as Record<string, unknown>;
    });
  }
  return picked as unknown as CompiledMessages;
}

/** The messages the layout's provider gives every client component, compiled. */
export function layoutMessages(locale: SiteLocale): CompiledMessages {
  return pickMessages(locale, CHROME_MESSAGES);
}

/** An island's own messages (`ISLAND_MESSAGES`), for the `IslandMessages` around it. */
export function islandMessages(locale: SiteLocale, island: Island): CompiledMessages {
  return pickMessages(locale, ISLAND_MESSAGES[island]);
}

/** A translator for server components (client components use `useTranslations`). */
export function translator(locale: SiteLocale) {
  // Typed by the raw messages' shape (keys and arguments), fed their compiled form.
  const messages = compiledMessagesFor(locale) as unknown as Messages;
  return createTranslator({ locale, messages });
}
