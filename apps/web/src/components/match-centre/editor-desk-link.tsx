'use client';

import { EDITOR_ROLE, tokenRoles } from '@/lib/auth/token-roles';

/** The desk link for a signed-in account whose token names the `editor` role (a hint only). */
export function EditorDeskLink({
  token,
  href,
  label,
  className,
}: {
  token: string | null;
  href: string;
  label: string;
  className?: string;
}) {
  if (!tokenRoles(token).includes(EDITOR_ROLE)) return null;
  return (
    <a className={className} href={href} rel="nofollow">
      {label}
    </a>
  );
}
