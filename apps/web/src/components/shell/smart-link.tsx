import Link from 'next/link';
import { SpriteIcon } from '@/components/icons/sprite-icon';
import type { ReactNode } from 'react';

/**
 * 000 §2.9: a link inside the app navigates in the app (next/link); a link to the club's other
 * origins is a plain same-tab link; anything else opens a new tab with rel nofollow noopener
 * and carries the outbound icon.
 */
export function SmartLink({
  href,
  external,
  children,
  className,
  current,
  showIcon = true,
  newTabNote,
}: {
  href: string;
  external: boolean;
  children: ReactNode;
  className?: string;
  /** Marks the link as the current one: `true` means the current page. */
  current?: boolean | 'page' | 'true' | 'location';
  showIcon?: boolean;
  /** Visually hidden note for screen readers on external links. */
  newTabNote?: string;
}) {
  const aria = current ? { 'aria-current': current === true ? ('page' as const) : current } : {};
  // An absent class is left out rather than passed as undefined: every undefined prop of a
  // client component (next/link) is a `"className":"$undefined"` in the page's RSC payload.
  const cls = className ? { className } : {};
  if (external) {
    return (
      <a href={href} {...cls} target="_blank" rel="nofollow noopener" {...aria}>
        {children}
        {showIcon ? <SpriteIcon name="external-link" size={14} /> : null}
        {/* One string, not [' ', note]: a child array costs payload bytes on every link. */}
        {newTabNote ? <span className="visually-hidden">{` ${newTabNote}`}</span> : null}
      </a>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} {...cls} {...aria}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...cls} {...aria}>
      {children}
    </Link>
  );
}
