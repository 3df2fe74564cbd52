'use client';

import { XIcon } from '@/components/icons/stroke-icons';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FocusEvent } from 'react';
import type { Toast } from './toast-state';
import styles from './toasts.module.css';

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
  closeLabel?: string | undefined;
}

/** One toast. Its timer pauses while it is hovered or focused, so it can be read and used. */
export function ToastItem({ toast, onDismiss, closeLabel }: ToastItemProps) {
  const t = useTranslations('common');
  const close = closeLabel ?? t('close');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { id, duration, action } = toast;
  const paused = hovered || focused;

  useEffect(() => {
    if (duration === null || paused) return;
    const timer = window.setTimeout(() => {
      onDismiss(id);
    }, duration);
    return () => {
      window.clearTimeout(timer);
    };
  }, [id, duration, paused, onDismiss]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className={styles.toast}
      data-toast-id={id}
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={onBlur}
    >
      <p className={styles.message}>{toast.message}</p>
      {action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            action.onClick();
            onDismiss(id);
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.close}
        aria-label={close}
        title={close}
        onClick={() => {
          onDismiss(id);
        }}
      >
        <XIcon size={18} />
      </button>
    </div>
  );
}
