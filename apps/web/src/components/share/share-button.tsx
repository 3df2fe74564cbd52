'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { createShortLink } from '@trybuna/api-client';
import { Link2, Share2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FocusEvent } from 'react';
import { siFacebook, siMessenger, siX } from 'simple-icons';
import { browserApiClient } from '../../lib/browser-api';
import { useToast } from '../chrome/toasts';
import {
  canShareNatively,
  copyLink,
  createShortLinkResolver,
  shareNatively,
  type ShortLinkResolver,
} from './share-actions';
import { shareFallbacks, type ShareContent, type ShareTarget } from './share-links';
import styles from './share-button.module.css';

export interface ShareButtonProps {
  /** The page's long URL (an article's `share_url`). */
  url: string;
  title: string;
  text?: string;
  /** The content API base; with it the shared URL is the API's short link (000 §7.5). */
  apiBaseUrl?: string;
  /** The club's microblog account for `via` (from the club config). */
  via?: string;
  /** The messenger app id (from the club config); without it there is no messenger option. */
  messengerAppId?: string;
  className?: string;
}

const resolvers = new Map<string, ShortLinkResolver>();

/** One short link resolver per API for the whole page, so each URL is asked for once. */
function shortLinks(apiBaseUrl: string): ShortLinkResolver {
  let resolver = resolvers.get(apiBaseUrl);
  if (!resolver) {
    const client = browserApiClient(apiBaseUrl);
    resolver = createShortLinkResolver((link) => createShortLink(client, link));
    resolvers.set(apiBaseUrl, resolver);
  }
  return resolver;
}

const ICONS: Record<ShareTarget, string> = {
  facebook: siFacebook.path,
  messenger: siMessenger.path,
  x: siX.path,
};

function TargetIcon({ target }: { target: ShareTarget }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d={ICONS[target]} />
    </svg>
  );
}

/**
 * 000 §7.5 share button ('Udostępnij'): the device's native share when it has one, otherwise a
 * small dialog with the link, the social network, messenger (not on a third-party iOS
 * browser), microblog and 'Kopiuj link'. The link shared is the API's short link when it
 * answers in time, the long URL otherwise.
 */
export function ShareButton({
  url,
  title,
  text = '',
  apiBaseUrl,
  via,
  messengerAppId,
  className,
}: ShareButtonProps) {
  const t = useTranslations('share');
  const tCommon = useTranslations('common');
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<{ link: string; userAgent: string }>({
    link: url,
    userAgent: '',
  });

  const prefetch = () => {
    if (apiBaseUrl) shortLinks(apiBaseUrl).prefetch(url);
  };

  const onClick = async () => {
    const resolver = apiBaseUrl ? shortLinks(apiBaseUrl) : null;
    // A known short link is used at once: the native share wants the click's activation.
    const link = resolver ? (resolver.peek(url) ?? (await resolver.resolve(url))) : url;
    const data: ShareContent = { url: link, title, text };
    if (canShareNatively(navigator, data)) {
      await shareNatively(navigator, data);
      return;
    }
    setShown({ link, userAgent: navigator.userAgent });
    setOpen(true);
  };

  const onCopy = async () => {
    const result = await copyLink(navigator, shown.link, {
      copied: t('linkCopied'),
      failed: t('linkCopyError'),
    });
    toast.show({ message: result.message, duration: result.duration });
    if (result.ok) setOpen(false);
  };

  const selectAll = (event: FocusEvent<HTMLInputElement>) => {
    event.currentTarget.select();
  };

  const fallbacks = shareFallbacks(
    { url: shown.link, title, text },
    { userAgent: shown.userAgent, via, messengerAppId },
  );

  return (
    <>
      <button
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={t('share')}
        title={t('share')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          void onClick();
        }}
      >
        <Share2 aria-hidden="true" size={22} />
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.panel} aria-describedby={undefined}>
            <div className={styles.head}>
              <Dialog.Title className={styles.title}>{t('share')}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={tCommon('close')}>
                <X aria-hidden="true" size={22} />
              </Dialog.Close>
            </div>
            <label className={styles.field}>
              <span className="visually-hidden">{t('link')}</span>
              <input
                className={styles.link}
                type="url"
                readOnly
                value={shown.link}
                onFocus={selectAll}
              />
            </label>
            <ul className={styles.targets}>
              {fallbacks.map((fallback) => (
                <li key={fallback.target}>
                  <a
                    className={styles.target}
                    href={fallback.href}
                    {...(fallback.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={() => {
                      setOpen(false);
                    }}
                  >
                    <TargetIcon target={fallback.target} />
                    <span>{t(fallback.target)}</span>
                    {fallback.newTab ? (
                      <span className="visually-hidden"> {tCommon('externalLink')}</span>
                    ) : null}
                  </a>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={styles.target}
                  onClick={() => {
                    void onCopy();
                  }}
                >
                  <Link2 aria-hidden="true" size={20} />
                  <span>{t('copyLink')}</span>
                </button>
              </li>
            </ul>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
