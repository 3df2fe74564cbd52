import Link from 'next/link';
import { translator } from '@/lib/i18n';
import styles from './pages.module.css';

/** 000 §1: a short English landing page saying that the English version is on the way. */
export function EnglishLanding() {
  const t = translator('en');
  return (
    <div className={`container ${styles.head}`}>
      <h1>{t('english.title')}</h1>
      <p className={styles.lead}>{t('english.text')}</p>
      <p>
        <Link href="/" hrefLang="pl" className={styles.button}>
          {t('english.back')}
        </Link>
      </p>
    </div>
  );
}
