import Link from 'next/link';
import { breadcrumbDataName, breadcrumbLabel, type Crumb } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { JsonLd } from './json-ld';
import styles from './shell.module.css';

/** The crumbs themselves are built by the domain's rules (`pageCrumbs`, `footballCrumbs`). */
export type { Crumb };

/**
 * Visible breadcrumbs and their BreadcrumbList structured data (000 §2.5, §2.12). The last
 * crumb is the current page. The home and section-root crumbs read in the page's language
 * ('Strona główna', 'Home'); the structured data keeps the spec's names ('main page',
 * 'football', …; `breadcrumbDataName`). `origin` makes the structured data's URLs absolute.
 */
export function Breadcrumbs({
  crumbs,
  origin,
  locale,
}: {
  crumbs: readonly Crumb[];
  origin: string;
  locale: SiteLocale;
}) {
  if (crumbs.length < 2) return null;
  const t = translator(locale);
  return (
    <>
      <nav aria-label={t('common.breadcrumbs')} className={`container ${styles.breadcrumbs}`}>
        <ol>
          {crumbs.map((crumb, i) => (
            <li key={`${crumb.href}-${String(i)}`}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{breadcrumbLabel(crumb.href, crumb.name, locale)}</span>
              ) : (
                <Link href={crumb.href}>{breadcrumbLabel(crumb.href, crumb.name, locale)}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: breadcrumbDataName(crumb.href, crumb.name),
            item: new URL(crumb.href, origin).href,
          })),
        }}
      />
    </>
  );
}
