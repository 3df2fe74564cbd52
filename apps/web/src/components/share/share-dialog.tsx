'use client';

import { shareFallbacks, type ShareTarget } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import type { FocusEvent, RefObject } from 'react';
import { siFacebook, siMessenger, siX } from 'simple-icons';
import { OverlayDialog } from '@/components/chrome/overlay-dialog/overlay-dialog';
import { useToast } from '@/components/chrome/toasts';
import { copyLink } from './share-actions';
// The same module as the button's: its classes are already on the page when this loads.
import styles from './share-button.module.css';
import { StrokeIcon, type IconProps } from '@/components/icons/stroke-icons';

/** lucide's link-2 (ISC licence), drawn inline (components/icons/stroke-icons.tsx). */
function LinkIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 17H7A5 5 0 0 1 7 7h2" />
      <path d="M15 7h2a5 5 0 1 1 0 10h-2" />
      <line x1="8" x2="16" y1="12" y2="12" />
    </StrokeIcon>
  );
}

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link to share: the short link when the API gave one, the long URL otherwise. */
  link: string;
  /** The browser's user agent when the dialog was opened (messenger is not on every browser). */
  userAgent: string;
  title: string;
  text: string;
  via?: string | undefined;
  messengerAppId?: string | undefined;
  /** Focus back to the share button. */
  returnFocus: RefObject<HTMLElement | null>;
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
 * 000 §7.5 share fallback: a small dialog with the link, the social network, messenger (not on
 * a third-party iOS browser), microblog and 'Kopiuj link'. Its own module so that Radix and the
 * brand icons load only when a device without native share first asks for it.
 */
export function ShareDialog({
  open,
  onOpenChange,
  link,
  userAgent,
  title,
  text,
  via,
  messengerAppId,
  returnFocus,
}: ShareDialogProps) {
  const t = useTranslations('share');
  const tCommon = useTranslations('common');
  const toast = useToast();

  const onCopy = async () => {
    const result = await copyLink(navigator, link, {
      copied: t('linkCopied'),
      failed: t('linkCopyError'),
    });
    toast.show({ message: result.message, duration: result.duration });
    if (result.ok) onOpenChange(false);
  };

  const selectAll = (event: FocusEvent<HTMLInputElement>) => {
    event.currentTarget.select();
  };

  const fallbacks = shareFallbacks({ url: link, title, text }, { userAgent, via, messengerAppId });

  return (
    <OverlayDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="centered"
      title={t('share')}
      closeLabel={tCommon('close')}
      returnFocus={returnFocus}
    >
      <label className={styles.field}>
        <span className="visually-hidden">{t('link')}</span>
        <input className={styles.link} type="url" readOnly value={link} onFocus={selectAll} />
      </label>
      <ul className={styles.targets}>
        {fallbacks.map((fallback) => (
          <li key={fallback.target}>
            <a
              className={styles.target}
              href={fallback.href}
              {...(fallback.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={() => {
                onOpenChange(false);
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
            <LinkIcon size={20} />
            <span>{t('copyLink')}</span>
          </button>
        </li>
      </ul>
    </OverlayDialog>
  );
}
