'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { consentCookie, hasCookieConsent } from './cookies';
import { useHydrated } from './use-hydrated';
import styles from './cookie-banner.module.css';

export interface CookieBannerProps {
  /** The privacy policy document; opens in a new tab. */
  privacyUrl: string;
}

/**
 * The cookie notice: fixed at the bottom (content never moves), hidden once accepted. While
 * shown it publishes its height as `--cookie-banner-height` so toasts sit above it.
 *
 * It is in the server HTML, painted with the page rather than after the scripts (a late
 * banner became the page's largest paint, docs/benchmarks.md); for a visitor who already
 * accepted, the root layout's `CONSENT_SCRIPT` marks `<html>` before the body is parsed and
 * the stylesheet hides it, then hydration removes it.
 */
export function CookieBanner({ privacyUrl }: CookieBannerProps) {
  const t = useTranslations();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(true);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hasCookieConsent(document.cookie)) setVisible(false);
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const update = () => {
      root.style.setProperty('--cookie-banner-height', `${element.offsetHeight}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [visible]);

  if (!visible) return null;

  const accept = () => {
    document.cookie = consentCookie();
    setVisible(false);
  };

  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-label={t('cookies.label')}
      data-cookie-banner=""
    >
      <div className={styles.inner}>
        <p className={styles.text}>
          {t('cookies.text')}{' '}
          <a href={privacyUrl} target="_blank" rel="nofollow noopener" className={styles.link}>
            {t('cookies.privacy')}
            <span className="visually-hidden"> {t('common.externalLink')}</span>
          </a>
        </p>
        <button type="button" className={styles.accept} onClick={accept} disabled={!hydrated}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
