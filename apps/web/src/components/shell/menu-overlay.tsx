'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { isNavActive } from '@trybuna/domain';
import type { ResolvedLink } from '../../lib/menu-links';
import { SmartLink } from './smart-link';
import styles from './menu-overlay.module.css';

export interface MenuGroupView {
  id: string;
  label: string;
  links: ResolvedLink[];
}

/**
 * 000 §4.3 menu overlay: a modal dialog opened by the header's 'Menu' button; Escape closes it,
 * focus is trapped inside and returned to the button, page scroll is locked while open (Radix
 * Dialog). The toggle ignores Tab and Shift key events.
 */
export function MenuOverlay({ groups, title }: { groups: MenuGroupView[]; title: string }) {
  const t = useTranslations('common');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);

  // Following a link closes the menu.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const ignoreTabAndShift = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Tab' || event.key === 'Shift') event.stopPropagation();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.toggle} onKeyDown={ignoreTabAndShift}>
        <Menu aria-hidden="true" size={22} />
        <span>{t('menu')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('close')}>
              <X aria-hidden="true" size={26} />
            </Dialog.Close>
          </div>
          <nav aria-label={t('mainNavigation')} className={styles.groups}>
            {groups.map((group) => (
              <div key={group.id} className={styles.group}>
                <h2 id={`menu-${group.id}`} className={styles.groupTitle}>
                  {group.label}
                </h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={`${group.id}-${link.id}`}>
                      <SmartLink
                        href={link.href}
                        external={link.external}
                        current={!link.external && isNavActive(link.href, pathname)}
                        className={styles.link}
                        newTabNote={t('externalLink')}
                      >
                        {link.label}
                      </SmartLink>
                      {link.anchors.length > 0 ? (
                        <ul className={styles.anchors}>
                          {link.anchors.map((anchor) => (
                            <li key={anchor.id}>
                              <SmartLink
                                href={anchor.href}
                                external={false}
                                className={styles.anchor}
                              >
                                #{anchor.id}
                              </SmartLink>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
