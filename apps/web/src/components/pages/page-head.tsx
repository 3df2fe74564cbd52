import type { ReactNode } from 'react';
import styles from './pages.module.css';

/**
 * 000 §2.10 section page head: title and description (from the page's texts), then what
 * follows the head (the league partner badge on the soccer type).
 */
export function PageHead({
  title,
  description,
  badge,
}: {
  title: string;
  description?: string | null;
  badge?: ReactNode;
}) {
  return (
    <div className={`container ${styles.head}`}>
      <h1>{title}</h1>
      {description ? <p className={styles.lead}>{description}</p> : null}
      {badge}
    </div>
  );
}
