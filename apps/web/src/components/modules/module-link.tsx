import Link from 'next/link';
import type { ReactNode } from 'react';
import { translator } from '@/lib/i18n';
import { linkProps, opensNewTab } from './link-props';
import type { ModuleContext } from './types';

interface ModuleLinkProps {
  href: string;
  context: ModuleContext;
  className?: string;
  children: ReactNode;
  /** Extra rel tokens for links that open a new tab (e.g. `sponsored` on advertisements). */
  extraRel?: string;
}

/**
 * A CMS link (000 §2.9): root-relative paths use the app router, other own-origin links are
 * plain anchors, anything else opens a new tab with rel nofollow noopener and a note for
 * screen readers.
 */
export function ModuleLink({ href, context, className, children, extraRel }: ModuleLinkProps) {
  const props = linkProps(href, context.ownOrigins);
  if (!opensNewTab(props)) {
    return href.startsWith('/') && !href.startsWith('//') ? (
      <Link href={href} className={className}>
        {children}
      </Link>
    ) : (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  const t = translator(context.locale);
  const rel = extraRel ? `${props.rel ?? ''} ${extraRel}`.trim() : props.rel;
  return (
    <a href={props.href} target={props.target} rel={rel} className={className}>
      {children}
      <span className="visually-hidden"> {t('common.externalLink')}</span>
    </a>
  );
}
