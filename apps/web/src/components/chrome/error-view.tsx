'use client';

import { ERROR_REDIRECT_MS } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { errorTone } from './error-view-rules';
import { OFFLINE_PATH } from './paths';
import styles from './status-page.module.css';

export interface ErrorViewProps {
  code: number;
  /** The error's own message, shown under the standard text. */
  message?: string;
  /** The sub-site home (`errorRedirectPath`), opened after 5 s. */
  redirectTo: string;
}

/**
 * The error page of 000 §8: the standard message, 'error status {code}', and a redirect to the
 * sub-site home after 5 s; when the browser is offline it goes to /offline/ at once.
 */
export function ErrorView({ code, message, redirectTo }: ErrorViewProps) {
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
      {message ? <p className={styles.detail}>{message}</p> : null}
    </section>
  );
}
