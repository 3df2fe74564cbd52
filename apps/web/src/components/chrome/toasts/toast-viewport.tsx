'use client';

import { ToastItem } from './toast-item';
import type { ToastState } from './toast-state';
import styles from './toasts.module.css';

interface ToastViewportProps {
  toasts: ToastState;
  onDismiss: (id: string) => void;
  closeLabel?: string | undefined;
}

/** The live region: always in the DOM so that screen readers announce what gets added. */
export function ToastViewport({ toasts, onDismiss, closeLabel }: ToastViewportProps) {
  return (
    <div className={styles.viewport} role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <ToastItem
          key={`${toast.id}:${toast.version}`}
          toast={toast}
          onDismiss={onDismiss}
          closeLabel={closeLabel}
        />
      ))}
    </div>
  );
}
