'use client';

import { useTranslations } from 'next-intl';
import styles from './status-page.module.css';
import { StrokeIcon, type IconProps } from '@/components/icons/stroke-icons';

/** lucide's wifi-off (ISC licence), drawn inline (components/icons/stroke-icons.tsx). */
function WifiOffIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 20h.01" />
      <path d="M8.5 16.429a5 5 0 0 1 7 0" />
      <path d="M5 12.859a10 10 0 0 1 5.17-2.69" />
      <path d="M19 12.859a10 10 0 0 0-2.007-1.523" />
      <path d="M2 8.82a15 15 0 0 1 4.177-2.643" />
      <path d="M22 8.82a15 15 0 0 0-11.288-3.764" />
      <path d="m2 2 20 20" />
    </StrokeIcon>
  );
}

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
      <WifiOffIcon className={styles.icon} size={48} />
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
