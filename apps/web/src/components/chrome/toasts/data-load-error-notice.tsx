'use client';

import { useEffect, useRef } from 'react';
import { useDataLoadErrorToast } from './use-data-load-error-toast';

/**
 * Raises the data-load toast (000 §8) once the page is in the browser: the server could not
 * read a feature's data (and logged why), rendered the page without it, and put this leaf in
 * its place. It renders nothing itself.
 */
export function DataLoadErrorNotice() {
  const showToast = useDataLoadErrorToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showToast();
  }, [showToast]);
  return null;
}
