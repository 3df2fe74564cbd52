import { club } from '@trybuna/config';
import { translator, type SiteLocale } from '@/lib/i18n';
import styles from './pages.module.css';

/**
 * 000 §2.10 "a league partner badge on the soccer type": the league partner of the club config
 * (name and outbound link) under a soccer section page's head; nothing without one.
 */
export function LeaguePartnerBadge({ locale }: { locale: SiteLocale }) {
  const partner = club.leaguePartner;
  if (!partner) return null;
  const t = translator(locale);
  return (
    <p className={styles.leaguePartner}>
      <a href={partner.url} target="_blank" rel="nofollow noopener">
        <span className={styles.leaguePartnerLabel}>{t('shell.leaguePartner')}</span>{' '}
        <span className={styles.leaguePartnerName}>{partner.name}</span>
        <span className="visually-hidden"> {t('common.externalLink')}</span>
      </a>
    </p>
  );
}
