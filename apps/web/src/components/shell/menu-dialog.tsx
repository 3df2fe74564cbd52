'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import type { MenuGroupView } from '@/lib/menu-links';
import { OverlayDialog } from '@/components/chrome/overlay-dialog/overlay-dialog';
import { SmartLink } from './smart-link';
import styles from './menu-overlay.module.css';

/** The menu overlay's modal (000 §4.3), loaded on first use by MenuOverlay. */
export function MenuDialog({
  groups,
  title,
  open,
  onOpenChange,
  returnFocus,
}: {
  groups: MenuGroupView[];
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('common');
  return (
    <OverlayDialog
      open={open}
      onOpenChange={onOpenChange}
      kind="drawer"
      title={title}
      closeLabel={t('close')}
      returnFocus={returnFocus}
    >
      <nav aria-label={t('mainNavigation')} className={styles.groups}>
        {groups.map((group) => (
          <div key={group.id} className={styles.group}>
            <h2 id={`menu-${group.id}`} className={styles.groupTitle}>
              {group.label}
            </h2>
            <ul>
              {group.links.map((link, index) => (
                <li key={index}>
                  <SmartLink
                    href={link.href}
                    external={link.external === true}
                    current={link.current}
                    className={styles.link}
                    newTabNote={t('externalLink')}
                  >
                    {link.label}
                  </SmartLink>
                  {link.anchors ? (
                    <ul className={styles.anchors}>
                      {link.anchors.map((anchor) => (
                        <li key={anchor.id}>
                          <SmartLink href={anchor.href} external={false} className={styles.anchor}>
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
    </OverlayDialog>
  );
}
