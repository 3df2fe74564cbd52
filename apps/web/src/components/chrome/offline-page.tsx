'use client';

import { WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import styles from './status-page.module.css';

/** The content of /offline/ (000 §2.7); also what the service worker shows for pages it lacks. */
export function OfflinePage() {
  const t = useTranslations('offline');
  return (
    <section className={styles.page} aria-labelledby="offline-title">
      <WifiOff className={styles.icon} aria-hidden="true" size={48} />
      <h1 id="offline-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('text')}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('retry')}
      </button>
    </section>
  );
}
