'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { browserApi } from '@trybuna/api-client/browser';
import type { MembersContext } from './members-article';
import { useMembersFetch } from './use-members-fetch';

const MembersPageBody = lazy(() =>
  import('./members-body').then((m) => ({ default: m.MembersPageBody })),
);

/** A members-only CMS page (000 §2.1 Socios): its modules, fetched with the user token. */
export function MembersPage({
  kind,
  slug,
  context,
  children,
}: {
  kind: string;
  slug: string;
  context: MembersContext;
  children: ReactNode;
}) {
  const { apiBase, locale } = context;
  const { value: response, loading } = useMembersFetch(`page:${kind}:${slug}`, (token) =>
    browserApi(apiBase, 'pages').then(({ api, client }) =>
      api.getCurrentPage(client, { kind, slug, userToken: token, language: locale }),
    ),
  );
  const page = response?.data;
  if (!page) return <div aria-busy={loading || undefined}>{children}</div>;
  return (
    <Suspense fallback={<div aria-busy>{children}</div>}>
      <MembersPageBody page={page} context={{ ...context, signedIn: true }} />
    </Suspense>
  );
}
