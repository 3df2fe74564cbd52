import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

/**
 * Wide content (a league table, an embed) that scrolls sideways inside itself on a phone, never
 * the page: a named, focusable region so keyboard users can scroll it too (axe
 * `scrollable-region-focusable`).
 */
export function ScrollRegion({
  labelledBy,
  label,
  className,
  children,
}: {
  /** Id of the visible heading or caption that names the region. */
  labelledBy?: string;
  /** The region's name when nothing visible names it. */
  label?: string;
  /** Extra class of the scrolling box (e.g. scroll snapping). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      tabIndex={0}
      className={className ? `${styles.region} ${className}` : styles.region}
    >
      {children}
    </div>
  );
}
