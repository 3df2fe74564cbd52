import type { ModuleProps } from '@/components/modules/types';
import { headerPayloadSchema } from './schema';
import styles from './header-module.module.css';

/**
 * 000 §2.10 'header': a section title between modules. Its anchor becomes the heading's id so
 * that menu links such as `/o-klubie#historia` land on it.
 */
export function HeaderModule({ component }: ModuleProps) {
  const parsed = headerPayloadSchema.safeParse(component);
  if (!parsed.success) return null;
  return (
    <div className={`container ${styles.header}`}>
      <h2 id={parsed.data.anchor ?? undefined} className={styles.title}>
        {parsed.data.title}
      </h2>
    </div>
  );
}
