import type { Page } from '@trybuna/api-client';
import { ContentBuilder } from '../modules/content-builder';
import type { PageContext } from '../../lib/server/page-context';
import { originOf, ownOrigins, runtimeEnv } from '../../lib/server/site';
import { PageHead } from './page-head';

/** A section home or module page (000 §2.10): head, then the content builder. */
export function MainPageView({ page, ctx }: { page: Page; ctx: PageContext }) {
  return (
    <>
      <PageHead title={page.title ?? ''} description={page.description} />
      <ContentBuilder
        components={page.components ?? []}
        context={{
          locale: ctx.locale,
          ownOrigins: ownOrigins(),
          origin: originOf(ctx.variant),
          apiBase: `${runtimeEnv().urls.api}/api/v3`,
          signedIn: false,
        }}
      />
    </>
  );
}
