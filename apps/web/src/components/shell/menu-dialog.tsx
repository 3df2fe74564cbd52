'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isNavActive } from '@trybuna/domain';
import type { MenuGroupView } from './menu-overlay';
import { SmartLink } from './smart-link';
import styles from './menu-overlay.module.css';

/** The menu overlay's modal (000 §4.3), loaded on first use by MenuOverlay. */
export function MenuDialog({
  groups,
  title,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  groups: MenuGroupView[];
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const t = useTranslations('common');
  const pathname = usePathname();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
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
