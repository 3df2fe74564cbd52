'use client';

import { isApiError } from '@trybuna/api-client/errors';
import type { Comment, CommentTarget } from '@trybuna/api-client/calls/comments';
import { canPostComment, commentCharactersLeft, commentText } from '@trybuna/domain';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useToast } from '@/components/chrome/toasts';
import { useNearScreen } from '@/components/chrome/use-near-screen';
import styles from './comments.module.css';
import { useComments } from './use-comments';

// The question before deleting (Radix dialog, its focus trap) loads when a fan first deletes:
// statically imported, it put ~40 kB of script on every page of the site (docs/web.md).
const ConfirmDialog = lazy(() =>
  import('@/components/chrome/overlay-dialog/confirm-dialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);

function CommentEntry({
  comment,
  format,
  onDelete,
}: {
  comment: Comment;
  format: Intl.DateTimeFormat;
  onDelete: (button: HTMLButtonElement) => void;
}) {
  const t = useTranslations('comments');
  const created = comment.created_at ? new Date(comment.created_at) : null;
  return (
    <li className={styles.comment} data-comment={comment.id}>
      <p className={styles.meta}>
        <strong>{comment.user?.nickname ?? '—'}</strong>
        {comment.own ? <span className={styles.you}> ({t('you')})</span> : null}
        {created && !Number.isNaN(created.getTime()) ? (
          <time dateTime={created.toISOString()}>{format.format(created)}</time>
        ) : null}
      </p>
      {/* Plain text: React escapes it; line breaks kept by CSS. */}
      <p className={styles.body}>{comment.body}</p>
      {comment.own ? (
        <button
          type="button"
          className={styles.delete}
          onClick={(event) => {
            onDelete(event.currentTarget);
          }}
        >
          {t('delete')}
        </button>
      ) : null}
    </li>
  );
}

/**
 * Comments under an article or in the match centre (issue 17): anyone reads them, newest first
 * a page at a time; a signed-in fan writes one (plain text, at most 1,000 characters, counted
 * as they type) and deletes their own after a question. Failures show a toast; what was typed
 * stays in the box.
 */
export function CommentsSection({
  target,
  apiBase,
  timeZone,
  locale,
}: {
  target: CommentTarget;
  apiBase: string;
  timeZone: string;
  locale: 'pl' | 'en';
}) {
  const t = useTranslations('comments');
  const common = useTranslations('common');
  const { openAccount } = useAuth();
  const toast = useToast();
  const section = useRef<HTMLElement>(null);
  const near = useNearScreen(section);
  const { comments, hasMore, status, signedIn, loadMore, retry, post, remove } = useComments(
    target,
    apiBase,
    near,
  );
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const fieldId = useId();
  const countId = useId();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pl-PL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const left = commentCharactersLeft(text);
  const failed = (error: unknown) => {
    toast.show({
      message: isApiError(error) && error.status === 429 ? t('tooMany') : common('anError'),
    });
  };

  return (
    <section ref={section} className={styles.comments} aria-labelledby={headingId} id="komentarze">
      <h2 id={headingId}>{t('title')}</h2>
      {signedIn ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (!canPostComment(text) || sending) return;
            setSending(true);
            post(commentText(text))
              .then(() => {
                setText('');
                toast.show({ message: t('posted') });
              })
              .catch(failed)
              .finally(() => {
                setSending(false);
              });
          }}
        >
          <label htmlFor={fieldId}>{t('yourComment')}</label>
          <textarea
            id={fieldId}
            value={text}
            rows={3}
            aria-describedby={countId}
            aria-invalid={left < 0 ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
          <p id={countId} className={left < 0 ? styles.over : styles.count}>
            {t('charactersLeft', { count: left })}
          </p>
          <button type="submit" disabled={!canPostComment(text) || sending}>
            {t('submit')}
          </button>
        </form>
      ) : (
        <p className={styles.signIn}>
          {t('signInToComment')}{' '}
          <button type="button" onClick={openAccount}>
            {t('login')}
          </button>
        </p>
      )}
      {status === 'ready' && comments.length === 0 ? <p>{t('empty')}</p> : null}
      {comments.length > 0 ? (
        <ol className={styles.list}>
          {comments.map((comment) => (
            <CommentEntry
              key={comment.id}
              comment={comment}
              format={format}
              onDelete={(button) => {
                trigger.current = button;
                setDeleting(comment);
              }}
            />
          ))}
        </ol>
      ) : null}
      {status === 'error' ? (
        <p role="alert" className={styles.error}>
          {t('loadError')}{' '}
          <button type="button" onClick={() => void retry()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {hasMore && status !== 'error' ? (
        <button
          type="button"
          className={styles.more}
          disabled={status === 'loading'}
          onClick={() => void loadMore()}
        >
          {t('more')}
        </button>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(next) => {
              if (!next) setDeleting(null);
            }}
            returnFocus={trigger}
            title={t('deleteTitle')}
            confirm={t('confirmDelete')}
            cancel={t('cancel')}
            busy={false}
            onConfirm={() => {
              const id = deleting.id;
              setDeleting(null);
              remove(id).catch(failed);
            }}
          >
            <p>{t('deleteText')}</p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </section>
  );
}
