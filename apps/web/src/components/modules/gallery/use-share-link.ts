'use client';

import { useCallback, useContext } from 'react';
import { TOAST_DURATIONS } from '@trybuna/domain';
import { ToastContext } from '@/components/chrome/toasts/toast-context';

interface ShareMessages {
  linkCopied: string;
  linkCopyError: string;
}

/**
 * 000 §7.5 kept simple: the device's native share sheet when it has one (a rejection, e.g. the
 * visitor closing it, is ignored), else the link copied to the clipboard with a toast.
 */
export function useShareLink({ linkCopied, linkCopyError }: ShareMessages) {
  const toasts = useContext(ToastContext);
  return useCallback(
    async (url: string) => {
      // Not every browser has the share sheet, whatever the DOM typings say.
      const { share } = navigator as Partial<Navigator>;
      if (share) {
        try {
          await share.call(navigator, { url, title: document.title });
        } catch {
          // Dismissed or refused: nothing to tell.
        }
        return;
      }
      try {
        await navigator.clipboard.writeText(url);
        toasts?.show({ message: linkCopied, duration: TOAST_DURATIONS.linkCopied });
      } catch {
        toasts?.show({ message: linkCopyError, duration: TOAST_DURATIONS.linkCopyError });
      }
    },
    [toasts, linkCopied, linkCopyError],
  );
}
