'use client';

import dynamic from 'next/dynamic';
import { useAuth } from '@/components/auth/auth-context';

/** Loaded only for a signed-in account: reading the token's roles brings a JWT decoder. */
const EditorDeskLink = dynamic(() => import('./editor-desk-link').then((m) => m.EditorDeskLink));

/**
 * The way from the match centre to its desk, shown only to a signed-in editor (fans never see
 * a link to it; the label comes from the server, the desk's messages are not on this page).
 * Anonymous visitors (the page's HTML, every first load) get nothing and load nothing more.
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
  if (state.status !== 'in') return null;
  return <EditorDeskLink token={state.token} href={href} label={label} className={className} />;
}
