'use client';

import { ERROR_REDIRECT_MS } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { ErrorDetails } from '@/lib/error-details';
import { errorTone } from './error-view-rules';
import { OFFLINE_PATH } from './paths';
import styles from './status-page.module.css';

export interface ErrorViewProps {
  code: number;
  /**
   * 000 §8: the error's message and stack (DEV and TEST only) and the reporting service's event
   * id, shown under the status when known.
   */
  details?: ErrorDetails | undefined;
  /** The sub-site home (`errorRedirectPath`), opened after 5 s. */
  redirectTo: string;
}

/**
 * The error page of 000 §8: the standard message, 'error status {code}', and a redirect to the
 * sub-site home after 5 s; when the browser is offline it goes to /offline/ at once. Under the
 * status: the message and stack where the environment shows them, and the event id.
 */
export function ErrorView({ code, details, redirectTo }: ErrorViewProps) {
  const t = useTranslations('errorPage');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const tone = errorTone(code);

  useEffect(() => {
    if (!navigator.onLine) {
      window.location.assign(OFFLINE_PATH);
      return;
    }
    headingRef.current?.focus();
    const timer = window.setTimeout(() => {
      window.location.assign(redirectTo);
    }, ERROR_REDIRECT_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [redirectTo]);

  return (
    <section
      className={`${styles.page} ${tone === 'server' ? styles.server : ''}`}
      data-tone={tone}
      aria-labelledby="error-title"
    >
      <h1 id="error-title" ref={headingRef} tabIndex={-1} className={styles.message}>
        {t('message')}
      </h1>
      <p className={styles.status}>{t('status', { code })}</p>
      {details?.message ? <p className={styles.detail}>{details.message}</p> : null}
      {details?.stack ? (
        <details className={styles.stack} open>
          <summary>{t('stack')}</summary>
          {/* Focusable: a long stack scrolls sideways inside its box, never the page. */}
          <pre tabIndex={0}>{details.stack}</pre>
        </details>
      ) : null}
      {details?.eventId ? (
        <p className={styles.detail}>{t('eventId', { id: details.eventId })}</p>
      ) : null}
    </section>
  );
}
