'use client';

import { MenuIcon } from '@/components/icons/stroke-icons';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { MenuGroupView } from '@/lib/menu-links';
import { useLazyDialog } from '@/components/chrome/lazy-dialog/use-lazy-dialog';
import styles from './menu-overlay.module.css';

const loadDialog = () => import('./menu-dialog');
const MenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.MenuDialog })));

/**
 * 000 §4.3 menu overlay: a modal dialog opened by the header's 'Menu' button; Escape closes it,
 * focus is trapped inside and returned to the button, page scroll is locked while open (Radix
 * Dialog, loaded on first use). The toggle ignores Tab and Shift key events.
 */
export function MenuOverlay({ groups, title }: { groups: MenuGroupView[]; title: string }) {
  const t = useTranslations('common');
  const pathname = usePathname();
  const dialog = useLazyDialog(loadDialog);
  const { setOpen } = dialog;

  // Following a link closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  const ignoreTabAndShift = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Tab' || event.key === 'Shift') event.stopPropagation();
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        onKeyDown={ignoreTabAndShift}
        {...dialog.triggerProps}
      >
        <MenuIcon size={22} />
        <span className="collapse-label">{t('menu')}</span>
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <MenuDialog
            groups={groups}
            title={title}
            open={dialog.open}
            onOpenChange={setOpen}
            returnFocus={dialog.trigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
