'use client';

import { useTranslations } from 'next-intl';
import type { DeskStatus } from './use-desk-writes';
import styles from './match-desk.module.css';

/** The desk's status line: saving, saved, or why a write was refused (announced politely). */
export function DeskStatusLine({ status }: { status: DeskStatus }) {
  const t = useTranslations('desk');
  return (
    <div
      className={styles.status}
      role="status"
      data-state={status.kind}
      data-failure={status.kind === 'error' ? status.failure : undefined}
    >
      {status.kind === 'busy' ? <p>{t('busy')}</p> : null}
      {status.kind === 'done' ? <p>{t('saved', { what: status.what })}</p> : null}
      {status.kind === 'error' ? (
        <>
          <p>{t(status.failure)}</p>
          {status.details.length > 0 ? (
            <ul>
              {status.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
