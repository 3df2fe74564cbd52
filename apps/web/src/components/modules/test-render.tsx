import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from '@/components/chrome/intl-provider';
import { ToastContext, type ToastApi } from '@/components/chrome/toasts/toast-context';
import { compiledMessagesFor } from '@/lib/i18n';

const NO_TOASTS: ToastApi = { show: () => '', dismiss: () => undefined };

/** Server markup of a module with the client contexts the page gives it (messages, toasts). */
export function renderModule(node: ReactElement, locale: 'pl' | 'en' = 'pl'): string {
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={compiledMessagesFor(locale)} timeZone="Europe/Warsaw">
      <ToastContext.Provider value={NO_TOASTS}>{node}</ToastContext.Provider>
    </IntlProvider>,
  );
}
