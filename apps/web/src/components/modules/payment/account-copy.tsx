'use client';

import { CopyIcon } from '@/components/icons/content-icons';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/chrome/toasts';
import { copyLink } from '@/components/share/share-actions';
import styles from './payment-module.module.css';

/**
 * Copies the account number (without spaces) with the link-copied toasts of 000 §8 ('copied'
 * for 3 s, or the copy error for 5 s).
 */
export function AccountCopy({ value, label }: { value: string; label: string }) {
  const t = useTranslations('share');
  const toast = useToast();
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={label}
      onClick={() => {
        void copyLink(navigator, value, {
          copied: t('linkCopied'),
          failed: t('linkCopyError'),
        }).then(({ message, duration }) => {
          toast.show({ message, duration });
        });
      }}
    >
      <CopyIcon size={18} />
    </button>
  );
}
