'use client';

import type { MatchCentreComponentType } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DeskForm, MinuteField, minuteOf, TextField, textOf } from './desk-fields';
import type { DeskPanelProps } from './desk-panel';
import { textToHtml } from './desk-text';
import styles from './match-desk.module.css';

/** The 001 §3 item types the desk posts as a post (goals, events and the rest have their forms). */
const POST_KINDS = [
  'text',
  'image',
  'video',
  'twitter',
  'instagram',
  'facebook',
] as const satisfies readonly MatchCentreComponentType[];
export type PostKind = (typeof POST_KINDS)[number];

/** The payload of a post of each kind (the API's item payloads, docs/api.md). */
export function postPayload(kind: PostKind, form: FormData): Record<string, unknown> {
  if (kind === 'text') return { html: textToHtml(textOf(form, 'text')) };
  const description = textOf(form, 'description');
  const withDescription = description === '' ? {} : { description };
  const url = textOf(form, 'url');
  return kind === 'image'
    ? { image_url: url, ...withDescription }
    : { external_url: url, ...withDescription };
}

/** A text, photo or embed post (a link to the video or the post on X, Instagram, Facebook). */
export function PostForm({ writes, clockMinute }: Omit<DeskPanelProps, 'teams'>) {
  const t = useTranslations('desk');
  const [kind, setKind] = useState<PostKind>('text');
  const kindId = useId();
  const submit = (form: FormData) => {
    const minute = minuteOf(form, clockMinute);
    const payload = postPayload(kind, form);
    return writes.run(t(`postKinds.${kind}`), (calls) =>
      calls.postItem({ type: kind, minute, payload }),
    );
  };
  return (
    <DeskForm title={t('post')} submitLabel={t('publish')} busy={writes.busy} onSubmit={submit}>
      <p className={styles.field}>
        <label htmlFor={kindId}>{t('postKind')}</label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => {
            setKind(POST_KINDS.find((k) => k === event.target.value) ?? 'text');
          }}
        >
          {POST_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`postKinds.${k}`)}
            </option>
          ))}
        </select>
      </p>
      {kind === 'text' ? (
        <TextField name="text" label={t('text')} required multiline hint={t('textHint')} />
      ) : (
        <>
          <TextField name="url" label={t('url')} type="url" required />
          <TextField name="description" label={t('description')} />
        </>
      )}
      <MinuteField />
    </DeskForm>
  );
}
