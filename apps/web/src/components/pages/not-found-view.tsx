'use client';

import { useLocale, useTranslations } from 'next-intl';
import styles from './pages.module.css';

/**
 * The not-found boundary gets no route params: its texts follow the layout's language. Every
 * page loads this boundary's chunk with its first load (Next.js renders it in the layout), so
 * the way home is a plain link: `next/link` made that chunk ~3 KiB bigger on every page
 * (docs/web.md "What else keeps the first load short").
 */
export function NotFoundView() {
  const t = useTranslations('notFound');
  const locale = useLocale();
  return (
    <main id="main" className={`container ${styles.head}`}>
      <p className={styles.category}>404</p>
      <h1>{t('title')}</h1>
      <p className={styles.lead}>{t('text')}</p>
      <p>
        <a href={locale === 'en' ? '/en' : '/'} className={styles.button}>
          {t('back')}
        </a>
      </p>
    </main>
  );
}
