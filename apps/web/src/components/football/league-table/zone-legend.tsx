import { translator, type SiteLocale } from '@/lib/i18n';
import styles from './league-table.module.css';

/** A zone's marker: its number in the legend on the zone's colour (colour and text). */
export function ZoneMarker({ zone, number }: { zone: string; number: number }) {
  return (
    <span className={styles.zoneMarker} data-zone={zone} aria-hidden="true">
      {number}
    </span>
  );
}

/**
 * The legend under a league table (001 §3 zone captions): every zone present in the table, in
 * table order, its marker beside its caption exactly as the spec words it.
 */
export function ZoneLegend({
  zones,
  locale,
}: {
  zones: readonly { key: string; caption: string }[];
  locale: SiteLocale;
}) {
  if (zones.length === 0) return null;
  const t = translator(locale);
  return (
    <div className={styles.legend}>
      <p className={styles.legendTitle}>{t('timetable.table.legend')}</p>
      <ul>
        {zones.map((zone, index) => (
          <li key={zone.key}>
            <ZoneMarker zone={zone.key} number={index + 1} />
            <span>{zone.caption}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
