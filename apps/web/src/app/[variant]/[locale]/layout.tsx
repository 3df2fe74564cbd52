import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { isSiteLocale, layoutMessages, translator } from '@/lib/i18n';
import { club, runtimeEnv } from '@/lib/server/site';
import { isVariant } from '@/lib/variant';
import { ClientChrome } from '@/components/chrome/client-chrome';
import { CookieBanner } from '@/components/chrome/cookie-banner';
import { IntlProvider } from '@/components/chrome/intl-provider';
import { AuthProvider } from '@/components/auth/auth-provider';
import { ToastProvider } from '@/components/chrome/toasts/toast-provider';
import { ScrollManager } from '@/components/shell/scroll-manager';
import { SkipLink } from '@/components/shell/skip-link';
import { IconSprite } from '@/components/icons/sprite-symbols';
import { CONSENT_SCRIPT } from '@/components/chrome/cookies';
import globals from '@/app/globals.module.css';
import { displayFont, textFont } from '@/app/fonts';

export const viewport: Viewport = {
  themeColor: club.themes.SOCCER.primary,
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ variant: string; locale: string }>;
}): Promise<Metadata> {
  const { variant } = await params;
  const env = runtimeEnv();
  return {
    metadataBase: new URL(env.origins[isVariant(variant) ? variant : 'soccer']),
    title: { default: club.displayName, template: `%s | ${club.displayName}` },
    applicationName: club.displayName,
    icons: { icon: '/icon.svg' },
    manifest: '/manifest.webmanifest',
  };
}

/**
 * Nothing is pre-rendered at build time (the content API is not running then): every page
 * renders on its first request and is then served from the cache (ISR, see the pages'
 * `revalidate`).
 */
export function generateStaticParams(): { variant: string; locale: string }[] {
  return [];
}

/**
 * The root layout of every variant and language: `<html lang>` from the path (000 §9), the
 * message files, toasts, and the client chrome (connectivity, cookie and app banners, service
 * worker, error reporting).
 */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ variant: string; locale: string }>;
}) {
  const { locale: raw } = await params;
  const locale = isSiteLocale(raw) ? raw : 'pl';
  const env = runtimeEnv();
  const t = translator(locale);
  return (
    // The consent script may add `data-cookie-consent` to <html> before hydration. `globals.root`
    // scopes the global tokens and base styles (app/globals.module.css).
    <html
      lang={locale}
      className={`${globals.root} ${displayFont.variable} ${textFont.variable}`}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
      </head>
      <body>
        {/* The repeated icons' symbols (components/icons/sprite-symbols.tsx), before any use. */}
        <IconSprite />
        <IntlProvider locale={locale} messages={layoutMessages(locale)} timeZone={club.timeZone}>
          <SkipLink label={t('common.skipToContent')} />
          {/* Right after the skip link (as GOV.UK places its cookie banner): it is fixed at the
              bottom, so this order only decides that it paints with the first screen rather
              than after the whole page has been parsed (docs/benchmarks.md). */}
          <CookieBanner
            privacyUrl={locale === 'en' ? club.urls.privacy.en : club.urls.privacy.pl}
          />
          <ToastProvider closeLabel={t('common.close')}>
            <AuthProvider sso={{ url: env.urls.sso, application: club.fanApplicationId }}>
              {children}
            </AuthProvider>
            <ScrollManager />
            <ClientChrome
              probeUrl={env.connectivityProbeUrl ?? club.urls.connectivityProbe}
              appStoreUrl={club.urls.appStores.apple}
              googlePlayUrl={club.urls.appStores.google}
              {...(env.sentryDsn ? { sentryDsn: env.sentryDsn } : {})}
              environment={env.appEnv}
            />
          </ToastProvider>
        </IntlProvider>
      </body>
    </html>
  );
}
