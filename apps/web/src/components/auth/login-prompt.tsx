'use client';

import { LockIcon } from '@/components/icons/stroke-icons';
import { useTranslations } from 'next-intl';
import { useAuth } from './auth-context';
import styles from './auth.module.css';

/** 000 §4.9: 'Zaloguj się aby odblokować treść' with a login button, in place of gated content. */
export function LoginPrompt({ message }: { message?: string }) {
  const { openAccount, state } = useAuth();
  const t = useTranslations('modules');
  return (
    <div className={styles.prompt}>
      <LockIcon size={28} />
      <p>{message ?? t('loginToUnlock')}</p>
      <button
        type="button"
        className={styles.promptButton}
        onClick={openAccount}
        disabled={state.status === 'in'}
      >
        {t('login')}
      </button>
    </div>
  );
}
