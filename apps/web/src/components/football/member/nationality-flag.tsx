import type { ReactNode } from 'react';

/** 001 §3 nationality codes drawn as small inline flags (no image request, no emoji font). */
const FLAGS: Readonly<Record<string, ReactNode>> = {
  pl: (
    <>
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#dc143c" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  gb: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
};

/** Whether a nationality code has a flag here (es, gb, pl). */
export function hasFlag(code: string | null | undefined): boolean {
  return Boolean(code && Object.hasOwn(FLAGS, code.toLowerCase()));
}

/** The flag of a nationality, an image named by its country; nothing for other codes. */
export function NationalityFlag({
  code,
  name,
  className,
}: {
  code: string;
  name: string;
  className?: string;
}) {
  const flag = Object.hasOwn(FLAGS, code.toLowerCase()) ? FLAGS[code.toLowerCase()] : null;
  if (!flag) return null;
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 30 20"
      width="30"
      height="20"
      className={className}
    >
      {flag}
    </svg>
  );
}
