'use client';

import { useTranslations } from 'next-intl';
import { EDITOR_ROLE, tokenRoles } from '@/lib/auth/token-roles';
import { useAuth } from '@/components/auth/auth-context';
import { DeskConsole, type DeskConsoleProps } from './desk-console';
import styles from './match-desk.module.css';

/**
 * The match desk behind its door: while the sign-in is checked a status line; logged out a
 * login button; an account without the editor role a refusal; an editor the controls. The
 * role comes from the token as a hint only: the API checks it on every write (403 otherwise).
 */
export function MatchDesk(props: DeskConsoleProps) {
  const t = useTranslations('desk');
  const { state, openAccount } = useAuth();
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.gate}>
        {t('checking')}
      </p>
    );
  }
  if (state.status === 'out') {
    return (
      <div className={styles.gate}>
        <p>{t('signIn')}</p>
        <button type="button" className={styles.primary} onClick={openAccount}>
          {t('login')}
        </button>
      </div>
    );
  }
  if (!tokenRoles(state.token).includes(EDITOR_ROLE)) {
    return <p className={styles.gate}>{t('notEditor')}</p>;
  }
  return <DeskConsole {...props} />;
}
