'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import type { ModuleContext } from '@/components/modules/types';
import { useMembersFetch } from './use-members-fetch';

// The builder and its modules load only for a signed-in fan on a members-only article.
const MembersArticleBody = lazy(() =>
  import('./members-body').then((m) => ({ default: m.MembersArticleBody })),
);

export type MembersContext = Omit<ModuleContext, 'signedIn'> & { apiBase: string };

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
  context: MembersContext;
  children: ReactNode;
}) {
  const { apiBase, locale } = context;
  const { value: response, loading } = useMembersFetch(`article:${articleId}`, (token) =>
    browserApi(apiBase, 'articles').then(({ api, client }) =>
      api.getArticle(client, articleId, { userToken: token, language: locale }),
    ),
  );
  const article = response?.data;
  if (!article || article.content_gated) {
    return <div aria-busy={loading || undefined}>{children}</div>;
  }
  return (
    <Suspense fallback={<div aria-busy>{children}</div>}>
      <MembersArticleBody article={article} context={{ ...context, signedIn: true }} />
    </Suspense>
  );
}
