'use client';

import { useTranslations } from 'next-intl';
import type { RefObject, SyntheticEvent } from 'react';
import { ConfirmDialog } from '@/components/chrome/overlay-dialog/confirm-dialog';
import { OverlayDialog } from '@/components/chrome/overlay-dialog/overlay-dialog';
import type { TimelineItem } from '@/lib/match-centre-data';
import type { DeskCalls } from './desk-calls';
import { MinuteField, TextField, textOf } from './desk-fields';
import { htmlToText, textToHtml } from './desk-text';
import type { DeskWrites } from './use-desk-writes';
import styles from './match-desk.module.css';

const EMBEDS: Readonly<Record<string, string>> = {
  image: 'image_url',
  video: 'external_url',
  twitter: 'external_url',
  instagram: 'external_url',
  facebook: 'external_url',
};

/** What the edit form offers for an item: its text, its description, or the minute only. */
export function editableField(item: TimelineItem): 'text' | 'description' | null {
  if (item.type === 'text' || item.type === 'component') return 'text';
  const url = EMBEDS[item.type];
  return url !== undefined && typeof item.payload[url] === 'string' ? 'description' : null;
}

/** The payload an edit writes back; `undefined` when only the minute can change. */
export function editedPayload(
  item: TimelineItem,
  form: FormData,
): Record<string, unknown> | undefined {
  const field = editableField(item);
  if (field === 'text') {
    const title = typeof item.payload.title === 'string' ? { title: item.payload.title } : {};
    return { ...(item.type === 'component' ? title : {}), html: textToHtml(textOf(form, 'text')) };
  }
  if (field === 'description') {
    const url = EMBEDS[item.type] ?? 'external_url';
    const description = textOf(form, 'description');
    return { [url]: item.payload[url], ...(description === '' ? {} : { description }) };
  }
  return undefined;
}

interface DialogBase {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}

/** Edits an item's minute and, where it has one, its text or description. */
export function EditItemDialog({
  item,
  busy,
  onSave,
  ...dialog
}: DialogBase & {
  item: TimelineItem;
  busy: boolean;
  onSave: (changes: { minute: number | null; payload?: Record<string, unknown> }) => void;
}) {
  const t = useTranslations('desk');
  const common = useTranslations('common');
  const field = editableField(item);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const minute = textOf(form, 'minute');
    const payload = editedPayload(item, form);
    onSave({
      minute: minute === '' ? null : Math.trunc(Number(minute)),
      ...(payload ? { payload } : {}),
    });
  };
  return (
    <OverlayDialog {...dialog} kind="centered" title={t('editTitle')} closeLabel={common('close')}>
      <form className={styles.form} onSubmit={submit}>
        <MinuteField defaultValue={item.minute} />
        {field === 'text' ? (
          <TextField
            name="text"
            label={t('text')}
            required
            multiline
            defaultValue={htmlToText(
              typeof item.payload.html === 'string' ? item.payload.html : '',
            )}
          />
        ) : null}
        {field === 'description' ? (
          <TextField
            name="description"
            label={t('description')}
            defaultValue={
              typeof item.payload.description === 'string' ? item.payload.description : ''
            }
          />
        ) : null}
        <DialogButtons
          busy={busy}
          confirm={t('save')}
          onCancel={() => {
            dialog.onOpenChange(false);
          }}
        />
      </form>
    </OverlayDialog>
  );
}

function DialogButtons({
  busy,
  confirm,
  onCancel,
}: {
  busy: boolean;
  confirm: string;
  onCancel: () => void;
}) {
  const t = useTranslations('desk');
  return (
    <p className={styles.buttons}>
      <button type="submit" className={styles.primary} disabled={busy}>
        {confirm}
      </button>
      <button type="button" onClick={onCancel}>
        {t('cancel')}
      </button>
    </p>
  );
}

/**
 * Asks before a delete that every fan's page follows (the site's confirm dialog), runs it as
 * `what` through the desk's writes and closes once it is saved.
 */
export function ConfirmDeleteDialog({
  onClose,
  returnFocus,
  title,
  confirm,
  writes,
  what,
  remove,
}: {
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  confirm: string;
  writes: DeskWrites;
  what: string;
  remove: (calls: DeskCalls) => Promise<unknown>;
}) {
  const t = useTranslations('desk');
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      returnFocus={returnFocus}
      title={title}
      confirm={confirm}
      cancel={t('cancel')}
      busy={writes.busy}
      onConfirm={() => {
        void writes.run(what, remove).then((saved) => {
          if (saved) onClose();
        });
      }}
    >
      <p>{t('deleteText')}</p>
    </ConfirmDialog>
  );
}
