'use client';

import { useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { resolveToast, toastReducer } from './toast-state';
import { ToastViewport } from './toast-viewport';

export interface ToastProviderProps {
  children: ReactNode;
  /** The close buttons' accessible name; defaults to the `common.close` message ('Zamknij'). */
  closeLabel?: string;
}

/** Holds the toasts of the page and renders them in one polite live region. */
export function ToastProvider({ children, closeLabel }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const counter = useRef(0);

  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        const toast = resolveToast(options, () => {
          counter.current += 1;
          return `toast-${counter.current}`;
        });
        dispatch({ type: 'show', toast });
        return toast.id;
      },
      dismiss: (id) => {
        dispatch({ type: 'dismiss', id });
      },
    }),
    [],
  );

  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={api.dismiss} closeLabel={closeLabel} />
    </ToastContext>
  );
}
