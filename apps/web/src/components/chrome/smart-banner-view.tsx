'use client';

import { SMART_BANNER_LOADING_MS } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type AnimationEvent } from 'react';
import { SmartphoneIcon, XIcon } from '@/components/icons/stroke-icons';
import { incrementedSmartBannerCookie } from './cookies';
import type { SmartBannerPlatform } from './smart-banner-rules';
import styles from './smart-banner.module.css';

export interface SmartBannerViewProps {
  appStoreUrl: string;
  googlePlayUrl: string;
  /** The platform `SmartBanner` (smart-banner.tsx) found the banner is for. */
  platform: SmartBannerPlatform;
}

/**
 * 000 §4.5: the banner itself, loaded by `SmartBanner` only in a browser that shows it. It
 * slides in over the page (fixed, so content does not move) with a CSS animation, so it always
 * ends in place even if frames are skipped; `data-loading` is cleared 250 ms after it appears
 * or when its animation ends.
 */
export function SmartBannerView({
  appStoreUrl,
  googlePlayUrl,
  platform: shownFor,
}: SmartBannerViewProps) {
  const t = useTranslations();
  const [platform, setPlatform] = useState<SmartBannerPlatform | null>(shownFor);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    if (platform === null) return;
    const timer = window.setTimeout(() => {
      setLoading(false);
    }, SMART_BANNER_LOADING_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [platform]);

  if (platform === null) return null;

  const close = () => {
    document.cookie = incrementedSmartBannerCookie(document.cookie);
    setPlatform(null);
  };

  const onAnimationEnd = (event: AnimationEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) setLoading(false);
  };

  const storeUrl = platform === 'ios' ? appStoreUrl : googlePlayUrl;

  return (
    <aside
      className={styles.banner}
      aria-label={t('smartBanner.label')}
      aria-busy={loading}
      data-loading={loading ? 'true' : 'false'}
      data-platform={platform}
      onAnimationEnd={onAnimationEnd}
    >
      <SmartphoneIcon className={styles.icon} size={28} />
      <p className={styles.name}>{t('smartBanner.appName')}</p>
      <a href={storeUrl} target="_blank" rel="nofollow noopener" className={styles.cta}>
        {t(platform === 'ios' ? 'smartBanner.ios' : 'smartBanner.android')}
        <span className="visually-hidden"> {t('common.externalLink')}</span>
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label={t('common.close')}
        title={t('common.close')}
        onClick={close}
      >
        <XIcon size={20} />
      </button>
    </aside>
  );
}
