'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { CompiledMessages, SiteLocale } from '../../lib/i18n';

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
