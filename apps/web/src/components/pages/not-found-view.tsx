'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import styles from './pages.module.css';

/** The not-found boundary gets no route params: its texts follow the layout's language. */
export function NotFoundView() {
  const t = useTranslations('notFound');
  const locale = useLocale();
  return (
    <main id="main" className={`container ${styles.head}`}>
      <p className={styles.category}>404</p>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('text')}</p>
      <p>
        <Link href={locale === 'en' ? '/en' : '/'} className={styles.button}>
          {t('back')}
        </Link>
      </p>
    </main>
  );
}
