import type { Metadata } from 'next';
import type { AppVariant } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { absoluteUrl, club } from '@/lib/server/site';

export interface PageHead {
  variant: AppVariant;
  locale: SiteLocale;
  /** The public path: the canonical URL is this path on the variant's origin. */
  path: string;
  /** The page's own title (the site's name is appended by the layout's template). */
  title?: string | undefined;
  description?: string | undefined;
  image?: string | undefined;
  type?: 'article' | 'website' | 'profile';
}

/**
 * `<title>`, description, canonical URL and Open Graph tags of a page (000 §2.10 head): the
 * catch-all's routes and the football pages (team, profile, timetable, match centre) alike.
 */
export function pageMetadata(head: PageHead): Metadata {
  const { title, description, image } = head;
  const t = translator(head.locale);
  const canonical = absoluteUrl(head.variant, head.path);
  const fullTitle = title ? `${title} | ${club.displayName}` : club.displayName;
  return {
    ...(title ? { title } : { title: { absolute: club.displayName } }),
    description: description ?? `${club.displayName}: ${t('news.title')}`,
    alternates: { canonical },
    openGraph: {
      type: head.type ?? 'website',
      url: canonical,
      siteName: club.displayName,
      title: fullTitle,
      locale: head.locale === 'en' ? 'en_US' : 'pl_PL',
      ...(description ? { description } : {}),
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}

/** The head of the not-found page: its title, never indexed. */
export function notFoundMetadata(locale: SiteLocale): Metadata {
  return { title: translator(locale)('notFound.title'), robots: { index: false } };
}
