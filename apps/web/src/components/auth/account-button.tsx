'use client';

import { UserIcon } from '@/components/icons/stroke-icons';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/chrome/use-hydrated';
import { useAuth } from './auth-context';
import styles from './auth.module.css';

/** 000 §4.1: the header button, 'Zaloguj' when logged out and 'konto' when logged in. */
export function AccountButton() {
  const { state, openAccount } = useAuth();
  const t = useTranslations('auth');
  const loggedIn = state.status === 'in';
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={styles.accountButton}
      onClick={openAccount}
      disabled={!hydrated}
      aria-busy={state.status === 'loading' || undefined}
      data-auth-state={state.status}
    >
      <UserIcon size={20} />
      <span className="collapse-label">{loggedIn ? t('account') : t('login')}</span>
    </button>
  );
}
