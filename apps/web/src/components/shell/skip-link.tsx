import styles from './skip-link.module.css';

/**
 * 'Przejdź do treści': the first thing in `<body>` on every page, before the cookie banner (a
 * skip link is one only while it precedes the page's first link elsewhere). Every page's
 * `<main>` has `id="main"`.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className={styles.skip}>
      {label}
    </a>
  );
}
