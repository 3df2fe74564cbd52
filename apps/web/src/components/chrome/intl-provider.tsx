'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import type { CompiledMessages, SiteLocale } from '@/lib/i18n';

/**
 * The message context of client components. A client module on purpose: next-intl's server
 * provider would look for a request config file, and this site resolves its language from the
 * route itself (docs/web.md "Language").
 */
export function IntlProvider({
  locale,
  messages,
  timeZone,
  children,
}: {
  locale: SiteLocale;
  /** From `layoutMessages` / `compiledMessagesFor`: the format-only formatter needs them compiled. */
  messages: CompiledMessages;
  timeZone: string;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

type Tree = Record<string, unknown>;

const isGroup = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The chrome's messages with an island's own added (namespace by namespace, one level deep). */
function mergeMessages(outer: Tree, own: Tree): Tree {
  const merged: Tree = { ...outer };
  for (const [namespace, value] of Object.entries(own)) {
    const before = merged[namespace];
    // A compiled message is a string or an array; a group of messages a plain object.
    merged[namespace] = isGroup(before) && isGroup(value) ? mergeMessages(before, value) : value;
  }
  return merged;
}

/**
 * An island's own messages (`islandMessages`), added to the layout's around it: a module or
 * page part that needs messages the chrome does not gets them here, once, so pages that do not
 * show it do not carry them (issue 31).
 */
export function IslandMessages({
  messages,
  children,
}: {
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const outer = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(
    () => mergeMessages(outer as Tree, messages as unknown as Tree),
    [outer, messages],
  );
  return (
    <NextIntlClientProvider locale={locale} messages={merged} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
