'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode, type RefObject } from 'react';
import styles from './confirm-dialog.module.css';
import { OverlayDialog } from './overlay-dialog';

/**
 * A question before something that cannot be undone (deleting a comment, a coverage item): the
 * site's overlay dialog with the text, the confirming button and 'cancel'. Focus goes back to
 * `returnFocus` when it closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  confirm,
  cancel,
  busy,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const common = useTranslations('common');
  const textId = useId();
  return (
    <OverlayDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      kind="centered"
      title={title}
      closeLabel={common('close')}
    >
      <form
        className={styles.form}
        aria-describedby={textId}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <div id={textId}>{children}</div>
        <p className={styles.buttons}>
          <button type="submit" className={styles.confirm} disabled={busy}>
            {confirm}
          </button>
          <button
            type="button"
            className={styles.cancel}
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {cancel}
          </button>
        </p>
      </form>
    </OverlayDialog>
  );
}
