'use client';

import { browserApi } from '@trybuna/api-client/browser';
import type { Comment, CommentTarget } from '@trybuna/api-client/calls/comments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-context';
import { useFailedRead } from '@/components/chrome/toasts/use-failed-read';

export type CommentsStatus = 'loading' | 'ready' | 'error';

/**
 * The comments on one article or match, newest first, a page at a time (read with the fan's
 * token when signed in, so their own are marked); posting and deleting one's own. The list is
 * read in the browser (the page around it is the same for everyone) once `near` is true: when
 * the section comes near the screen, not during the page's load.
 */
export function useComments(target: CommentTarget, apiBase: string, near = true) {
  const { state, withUserToken } = useAuth();
  const signedIn = state.status === 'in';
  const [comments, setComments] = useState<Comment[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<CommentsStatus>('loading');
  const page = useRef(1);
  const { type, id } = target;
  const readFailure = useFailedRead('comments');

  const read = useCallback(
    async (number: number) => {
      const { api, client } = await browserApi(apiBase, 'comments');
      const call = (userToken?: string) =>
        api.getComments(client, { type, id }, number, userToken ? { userToken } : {});
      return signedIn ? withUserToken((token) => call(token)) : call();
    },
    [apiBase, type, id, signedIn, withUserToken],
  );

  const load = useCallback(
    async (number: number) => {
      setStatus('loading');
      try {
        const response = await read(number);
        const pagination = response.meta?.pagination as { next?: unknown } | undefined;
        setComments((previous) => {
          const list = number === 1 ? [] : previous;
          const known = new Set(list.map((comment) => comment.id));
          return [...list, ...response.data.filter((comment) => !known.has(comment.id))];
        });
        setHasMore(pagination?.next !== null && pagination?.next !== undefined);
        page.current = number;
        setStatus('ready');
        readFailure.succeeded();
      } catch (error) {
        // The list's own error state (with its retry) and 000 §8's data-load toast.
        setStatus('error');
        readFailure.failed(error, true);
      }
    },
    [read, readFailure],
  );

  // The first page (once near the screen), again when the fan signs in or out (their own
  // comments are marked).
  useEffect(() => {
    if (!near || state.status === 'loading') return;
    void load(1);
  }, [near, state.status, load]);

  const post = useCallback(
    async (body: string) => {
      const { api, client } = await browserApi(apiBase, 'comments');
      const created = await withUserToken((userToken) =>
        api.postComment(client, { type, id }, body, { userToken }),
      );
      setComments((previous) => [created, ...previous.filter((c) => c.id !== created.id)]);
    },
    [apiBase, type, id, withUserToken],
  );

  const remove = useCallback(
    async (commentId: string) => {
      const { api, client } = await browserApi(apiBase, 'comments');
      await withUserToken((userToken) => api.deleteComment(client, commentId, { userToken }));
      setComments((previous) => previous.filter((c) => c.id !== commentId));
    },
    [apiBase, withUserToken],
  );

  return {
    comments,
    hasMore,
    status,
    signedIn,
    loadMore: () => load(page.current + 1),
    retry: () => load(page.current),
    post,
    remove,
  };
}
