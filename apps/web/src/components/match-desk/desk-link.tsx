'use client';

import { EDITOR_ROLE, tokenRoles } from '../../lib/auth/token-roles';
import { useAuth } from '../auth/auth-context';

/**
 * The way from the match centre to its desk, shown only to a signed-in editor (fans never see
 * a link to it; the label comes from the server, the desk's messages are not on this page).
 */
export function DeskLink({
  href,
  label,
  className,
}: {
  href: string;
  label: string;
  className?: string;
}) {
  const { state } = useAuth();
  if (state.status !== 'in' || !tokenRoles(state.token).includes(EDITOR_ROLE)) return null;
  return (
    <a className={className} href={href} rel="nofollow">
      {label}
    </a>
  );
}
