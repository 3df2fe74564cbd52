'use client';

import { WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './status-page.module.css';

/**
 * The content of /offline/ (000 §2.7); also what the service worker shows for pages it lacks.
 * It works without JavaScript: the worker precaches this page and its fonts, not the site's
 * scripts, so 'retry' is a link to the address the visitor asked for (an empty `href` is the
 * document's own URL, which for the worker's fallback is the requested page, not /offline/).
 */
export function OfflinePage() {
  const t = useTranslations('offline');
  return (
    <section className={styles.page} aria-labelledby="offline-title" data-offline-page="">
      <WifiOff className={styles.icon} aria-hidden="true" size={48} />
      <h1 id="offline-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('text')}</p>
      <a href="" className={styles.button}>
        {t('retry')}
      </a>
    </section>
  );
}
