'use client';

import { useEffect } from 'react';
import { initErrorReporting } from '@/lib/error-reporting';

/** Starts client-side error reporting when a DSN is configured (mounted once by the layout). */
export function ErrorReportingInit({ dsn, environment }: { dsn?: string; environment: string }) {
  useEffect(() => {
    initErrorReporting(dsn, environment);
  }, [dsn, environment]);
  return null;
}
