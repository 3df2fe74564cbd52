'use client';

import { isMatchCentreComponentType } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type MouseEvent } from 'react';
import type { TimelineItem } from '@/lib/match-centre-data';
import { TimelineItemBody } from '@/components/match-centre/timeline-item-body';
import { ConfirmDeleteDialog, EditItemDialog } from './item-dialogs';
import type { DeskWrites } from './use-desk-writes';
import styles from './match-desk.module.css';

type Open = { mode: 'edit' | 'delete'; item: TimelineItem } | null;

/**
 * The match's timeline as fans see it, newest first, each item with 'Edit' and 'Delete'
 * (asked for in a dialog); older items on demand.
 */
export function DeskTimeline({
  items,
  hasMore,
  onLoadMore,
  writes,
}: {
  items: readonly TimelineItem[];
  hasMore: boolean;
  onLoadMore: () => void;
  writes: DeskWrites;
}) {
  const t = useTranslations('desk');
  const mc = useTranslations('matchCentre');
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const show =
    (mode: 'edit' | 'delete', item: TimelineItem) => (event: MouseEvent<HTMLElement>) => {
      trigger.current = event.currentTarget;
      setOpen({ mode, item });
    };
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  const shown = items.filter((item) => isMatchCentreComponentType(item.type));
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timeline')}</h2>
      {shown.length === 0 ? <p>{mc('noItems')}</p> : null}
      <ol className={styles.items}>
        {shown.map((item) => (
          <li key={item.id} className={styles.item} aria-label={t('itemLabel', { id: item.id })}>
            <p className={styles.minute}>
              {item.minute === null ? '' : mc('minute', { minute: item.minute })}
            </p>
            <div className={styles.itemBody}>
              <TimelineItemBody item={item} />
            </div>
            <p className={styles.buttons}>
              <button type="button" onClick={show('edit', item)}>
                {t('edit')}
              </button>
              <button type="button" className={styles.danger} onClick={show('delete', item)}>
                {t('delete')}
              </button>
            </p>
          </li>
        ))}
      </ol>
      {hasMore ? (
        <button type="button" onClick={onLoadMore}>
          {mc('loadMore')}
        </button>
      ) : null}
      {open?.mode === 'edit' ? (
        <EditItemDialog
          open
          onOpenChange={close}
          returnFocus={trigger}
          item={open.item}
          busy={writes.busy}
          onSave={(changes) => {
            void writes
              .run(t('editTitle'), (calls) => calls.updateItem(open.item.id, changes))
              .then((saved) => {
                if (saved) setOpen(null);
              });
          }}
        />
      ) : null}
      {open?.mode === 'delete' ? (
        <ConfirmDeleteDialog
          onClose={() => {
            setOpen(null);
          }}
          returnFocus={trigger}
          title={t('deleteTitle')}
          confirm={t('confirmDelete')}
          writes={writes}
          what={t('delete')}
          remove={(calls) => calls.deleteItem(open.item.id)}
        />
      ) : null}
    </section>
  );
}
