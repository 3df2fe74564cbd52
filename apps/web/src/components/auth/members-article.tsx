'use client';

import { getArticle, type Article } from '@trybuna/api-client';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { browserApiClient } from '../../lib/browser-api';
import type { ModuleContext } from '../modules/types';
import { useAuth } from './auth-context';

// The builder and its modules load only for a signed-in fan on a members-only article.
const MembersArticleBody = lazy(() =>
  import('./members-article-body').then((m) => ({ default: m.MembersArticleBody })),
);

type Load = { id: string; article: Article | null } | null;

/**
 * A members-only article's body and modules (000 §4.9, §6). The page's HTML only ever holds
 * what an anonymous visitor may see (`children`: the login prompt and the gallery preview);
 * a signed-in fan's browser fetches the rest from the API with the user token.
 */
export function MembersArticle({
  articleId,
  context,
  children,
}: {
  articleId: string;
  context: Omit<ModuleContext, 'signedIn'> & { apiBase: string };
  children: ReactNode;
}) {
  const { state, withUserToken } = useAuth();
  const [load, setLoad] = useState<Load>(null);
  const signedIn = state.status === 'in';
  const { apiBase, locale } = context;

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    withUserToken((token) =>
      getArticle(browserApiClient(apiBase), articleId, { userToken: token, language: locale }),
    ).then(
      (response) => {
        if (live) setLoad({ id: articleId, article: response.data });
      },
      () => {
        if (live) setLoad({ id: articleId, article: null });
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, articleId, apiBase, locale, withUserToken]);

  const article = signedIn && load?.id === articleId ? load.article : null;
  if (!article || article.content_gated) {
    return <div aria-busy={signedIn && !load ? true : undefined}>{children}</div>;
  }
  return (
    <Suspense fallback={<div aria-busy>{children}</div>}>
      <MembersArticleBody article={article} context={{ ...context, signedIn: true }} />
    </Suspense>
  );
}
