import styles from './pages.module.css';

/** 000 §2.10 section page head: title and description (from the page's texts). */
export function PageHead({ title, description }: { title: string; description?: string | null }) {
  return (
    <div className={`container ${styles.head}`}>
      <h1>{title}</h1>
      {description ? <p className={styles.lead}>{description}</p> : null}
    </div>
  );
}
