'use client';

import { TOAST_DURATIONS } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useContext } from 'react';
import { ToastContext } from './toast-context';

const DATA_LOAD_ERROR_TOAST_ID = 'data-load-error';

/**
 * 000 §8: 'Wystapiły problemy z pobraniem danych' with an 'odśwież' button that reloads the
 * page; hides after 6000 ms. Returns the function that shows it. One id for every feature: two
 * failed reads show one toast (the second restarts its time). Outside a `ToastProvider` (a
 * component rendered on its own, in a test) it shows nothing.
 */
export function useDataLoadErrorToast(): () => void {
  const t = useTranslations('common');
  const api = useContext(ToastContext);
  const show = api?.show;
  return useCallback(() => {
    show?.({
      id: DATA_LOAD_ERROR_TOAST_ID,
      message: t('dataLoadError'),
      action: {
        label: t('refresh'),
        onClick: () => {
          window.location.reload();
        },
      },
      duration: TOAST_DURATIONS.dataLoadError,
    });
  }, [show, t]);
}
