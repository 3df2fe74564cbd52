'use client';

import { LockIcon } from '@/components/icons/stroke-icons';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/chrome/use-hydrated';
import { useAuth } from './auth-context';
import styles from './auth.module.css';
import { useLoginPrompt } from './use-login-prompt';

/**
 * The lock of a signed-in-only item (000 §4.9, §6). Logged out, clicking it shows the login
 * prompt toast; logged in, there is no lock.
 */
export function LockButton({ size = 22, className }: { size?: number; className?: string }) {
  const { state } = useAuth();
  const prompt = useLoginPrompt();
  const t = useTranslations('modules');
  const hydrated = useHydrated();
  if (state.status === 'in') return null;
  return (
    <button
      type="button"
      className={`${styles.lock} ${className ?? ''}`}
      aria-label={t('loginToUnlock')}
      disabled={!hydrated}
      onClick={(event) => {
        // A lock sits on cards and slides that are links: it prompts instead of following.
        event.preventDefault();
        event.stopPropagation();
        prompt();
      }}
    >
      <LockIcon size={size} />
    </button>
  );
}
