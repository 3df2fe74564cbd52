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
const PAGE_ONLY_NAMESPACES = ['desk'] as const satisfies readonly (keyof Messages)[];

/** The messages the layout's provider gives every client component. */
export function layoutMessages(locale: SiteLocale): Partial<Messages> {
  const pageOnly = new Set<string>(PAGE_ONLY_NAMESPACES);
  return Object.fromEntries(
    Object.entries(MESSAGES[locale]).filter(([namespace]) => !pageOnly.has(namespace)),
  );
}

/** A translator for server components (client components use `useTranslations`). */
export function translator(locale: SiteLocale) {
  return createTranslator({ locale, messages: messagesFor(locale) });
}
