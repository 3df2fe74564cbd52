'use client';

import type { ShareContent } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import { useLazyDialog } from '@/components/chrome/lazy-dialog/use-lazy-dialog';
import {
  canShareNatively,
  createShortLinkResolver,
  shareNatively,
  type ShortLinkResolver,
} from './share-actions';
import { SpriteIcon } from '@/components/icons/sprite-icon';
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
    resolver = createShortLinkResolver(async (link) => {
      const { api, client } = await browserApi(apiBaseUrl, 'shortLinks');
      return api.createShortLink(client, link);
    });
    resolvers.set(apiBaseUrl, resolver);
  }
  return resolver;
}

/** The fallback dialog's code (Radix, its focus trap, the brand icons), fetched on demand. */
const loadShareDialog = () => import('./share-dialog');

// Most phones share natively and never need the dialog: it stays out of the page's first load.
const ShareDialog = lazy(() => loadShareDialog().then((m) => ({ default: m.ShareDialog })));

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
  // Only partly the usual lazy dialog: the click shares natively when it can and opens the
  // dialog only as the fallback, so the button is not a plain dialog trigger (no
  // aria-haspopup); `mounted` turns true at the first fallback and the dialog stays mounted.
  const {
    open,
    setOpen,
    mounted,
    trigger,
    triggerProps: { ref, onClick: showDialog, onFocus: warmDialog, disabled },
  } = useLazyDialog(loadShareDialog);
  const [shown, setShown] = useState<{ link: string; userAgent: string }>({
    link: url,
    userAgent: '',
  });

  // Hover or focus: ask for the short link and start fetching the dialog's code.
  const prefetch = () => {
    if (apiBaseUrl) shortLinks(apiBaseUrl).prefetch(url);
    warmDialog();
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
    showDialog();
  };

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-label={t('share')}
        title={t('share')}
        disabled={disabled}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          void onClick();
        }}
      >
        <SpriteIcon name="share" size={22} />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ShareDialog
            open={open}
            onOpenChange={setOpen}
            link={shown.link}
            userAgent={shown.userAgent}
            title={title}
            text={text}
            via={via}
            messengerAppId={messengerAppId}
            returnFocus={trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
