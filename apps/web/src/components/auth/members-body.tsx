'use client';

import type { Article, Page } from '@trybuna/api-client';
import { ContentBuilder } from '@/components/content-builder/content-builder';
import type { ModuleContext } from '@/components/modules/types';

/** The whole of a members-only article, drawn in the browser of a signed-in fan. */
export function MembersArticleBody({
  article,
  context,
}: {
  article: Article;
  context: ModuleContext;
}) {
  return (
    <div data-members-content="">
      {article.body ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.body }} />
      ) : null}
      <ContentBuilder components={article.components ?? []} context={context} />
    </div>
  );
}

/** The modules of a members-only page, drawn in the browser of a signed-in fan. */
export function MembersPageBody({ page, context }: { page: Page; context: ModuleContext }) {
  return (
    <div data-members-content="">
      <ContentBuilder components={page.components ?? []} context={context} />
    </div>
  );
}
