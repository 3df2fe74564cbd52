'use client';

import { useEffect, useMemo, useRef } from 'react';
import { reportError } from '@/lib/error-reporting';
import {
  createFailedReadGate,
  isDataReadFailure,
  ReadFailure,
  type ReadFeature,
} from '@/lib/read-failure';
import { useDataLoadErrorToast } from './use-data-load-error-toast';

export interface FailedRead {
  /**
   * A read of the feature failed: logged and toasted once per run of failures; `fresh` for a
   * read the fan asked for (a click), which is answered every time.
   */
  failed: (error: unknown, fresh?: boolean) => void;
  /** A read of the feature succeeded: the next failure counts again. */
  succeeded: () => void;
}

/**
 * 000 §8 for a browser read (a poller, a feature read on mount, a page of more): a failure
 * that is neither cancelled nor a sign-in matter is reported (`reportError`: Sentry when
 * configured) and raises the data-load toast with its refresh button, once until a read of the
 * feature succeeds again; the caller keeps showing what it had. While the browser is offline
 * nothing is raised: the connection toast already says why (000 §4.6).
 */
export function useFailedRead(feature: ReadFeature): FailedRead {
  const showToast = useDataLoadErrorToast();
  const toast = useRef(showToast);
  useEffect(() => {
    toast.current = showToast;
  }, [showToast]);
  return useMemo(() => {
    const gate = createFailedReadGate();
    return {
      failed: (error: unknown, fresh = false) => {
        if (!isDataReadFailure(error)) return;
        if (typeof navigator !== 'undefined' && !navigator.onLine) return;
        if (!gate.failed(fresh)) return;
        reportError(new ReadFailure(feature, error));
        toast.current();
      },
      succeeded: gate.succeeded,
    };
  }, [feature]);
}
