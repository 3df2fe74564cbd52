import type { SectionKey } from '@trybuna/domain';
import { translator, type SiteLocale } from '@/lib/i18n';
import { club } from '@/lib/server/site';
import { SmartLink } from '@/components/shell/smart-link';
import styles from './section-belts.module.css';

/**
 * 000 §2.10: a section page's optional advertising belt and city-partner belt, from the club's
 * config (`belts`), placed by the content builder at position 1.
 */
export function SectionBelts({ section, locale }: { section: SectionKey; locale: SiteLocale }) {
  const belts = club.belts[section];
  if (!belts?.advertising && !belts?.cityPartner) return null;
  const t = translator(locale);
  const rows = [
    belts.advertising
      ? {
          key: 'ad',
          label: t('modules.advertisingBelt'),
          tag: t('modules.advertisement'),
          belt: belts.advertising,
        }
      : null,
    belts.cityPartner
      ? {
          key: 'city',
          label: t('modules.cityPartner'),
          tag: t('modules.cityPartner'),
          belt: belts.cityPartner,
        }
      : null,
  ].flatMap((row) => (row ? [row] : []));
  return (
    <div className={`container ${styles.belts}`}>
      {rows.map(({ key, label, tag, belt }) => (
        <aside key={key} aria-label={label} className={`${styles.belt} ${styles[key] ?? ''}`}>
          <span className={styles.label}>{tag}</span>
          <SmartLink href={belt.url} external className={styles.link}>
            <strong>{belt.name}</strong>
            <span>{belt.tagline}</span>
          </SmartLink>
        </aside>
      ))}
    </div>
  );
}
