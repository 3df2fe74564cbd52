import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './module-head.module.css';

interface ModuleHeadProps {
  headingId: string;
  title: ReactNode;
  href: string;
  linkLabel: string;
}

/**
 * The head of a football module that previews a longer list (000 §3 schedule and squad): its
 * title beside a button to the whole list (the timetable, the team page).
 */
export function ModuleHead({ headingId, title, href, linkLabel }: ModuleHeadProps) {
  return (
    <div className={styles.head}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <Link href={href} className={styles.button}>
        {linkLabel}
      </Link>
    </div>
  );
}
