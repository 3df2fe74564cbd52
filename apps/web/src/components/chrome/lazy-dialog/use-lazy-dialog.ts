'use client';

import { useCallback, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '@/components/chrome/use-hydrated';

export interface LazyDialog {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** True from the first opening on: the dialog's code is then loaded and it stays mounted. */
  mounted: boolean;
  /** Props for the plain button that opens the dialog. */
  triggerProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    /** Until hydrated: a click before the script runs would be lost. */
    disabled: boolean;
    onClick: () => void;
    onPointerEnter: () => void;
    onFocus: () => void;
  };
  /** The button that opens the dialog: focus goes back to it on closing. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * An overlay whose code (Radix dialog, focus trap, its content) loads when it is first wanted
 * rather than with the page: the button is plain markup, hovering or focusing it starts the
 * download, and the first click mounts the dialog open. Closing returns focus to the button.
 */
export function useLazyDialog(preload: () => Promise<unknown>): LazyDialog {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const warm = useCallback(() => {
    // Only a head start: its failure is not an error here (the first opening loads the code itself).
    preload().catch(() => undefined);
  }, [preload]);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return {
    open,
    setOpen,
    mounted,
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      disabled: !hydrated,
      onClick: show,
      onPointerEnter: warm,
      onFocus: warm,
    },
    trigger,
  };
}
