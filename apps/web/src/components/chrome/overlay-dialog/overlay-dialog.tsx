'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import styles from './overlay-dialog.module.css';
import { XIcon } from '@/components/icons/stroke-icons';

/**
 * How the overlay sits on the screen: `drawer` from the right (menu), `sheet` from the top
 * (search), `centered` (share), `fullscreen` on a dark backdrop (gallery).
 */
type OverlayKind = 'drawer' | 'sheet' | 'centered' | 'fullscreen';

export interface OverlayDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: OverlayKind;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Accessible name of the close button ('Zamknij'). */
  closeLabel: string;
  /** What gets focus on opening; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back on closing (the button that opened it). */
  returnFocus: RefObject<HTMLElement | null>;
  /** Extra controls in the head, between the title and the close button. */
  actions?: ReactNode;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * The one overlay dialog of the site (000 §4.3), for the menu, search, share and gallery:
 * `role="dialog"` with `aria-modal="true"` (Radix hides the rest with `aria-hidden` but does not
 * set it: STACK-NOTES 14), labelled by its title; focus moved in, trapped and given back to
 * `returnFocus`; page scroll locked; Escape and the close button close it.
 */
export function OverlayDialog({
  open,
  onOpenChange,
  kind,
  title,
  closeLabel,
  initialFocus,
  returnFocus,
  actions,
  onKeyDown,
  children,
}: OverlayDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`${styles.backdrop} ${styles[`${kind}Backdrop`]}`} />
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          className={`${styles.content} ${styles[kind]}`}
          data-overlay={kind}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            const target = initialFocus?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {actions}
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <XIcon size={24} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
