import type { Page } from '@trybuna/api-client';
import { MembersPage } from '@/components/islands/members-content-lazy';
import { LoginPrompt } from '@/components/islands/members-lazy';
import { ContentBuilder } from '@/components/content-builder/content-builder';
import type { PageContext } from '@/lib/server/page-context';
import { browserApiBase, originOf, ownOrigins } from '@/lib/server/site';
import { LeaguePartnerBadge } from './league-partner-badge';
import { PageHead } from './page-head';
import { SectionBelts } from './section-belts';

/**
 * A section home or module page (000 §2.10): head, then the content builder. A members-only
 * page (000 §2.1 Socios) holds the login prompt and what the API shows anyone; a signed-in
 * fan's browser fetches its modules with the user token.
 */
export function MainPageView({
  page,
  ctx,
  whole = false,
}: {
  page: Page;
  ctx: PageContext;
  /** Page preview (draft mode): the API gave the whole page, members-only modules too. */
  whole?: boolean;
}) {
  const context = {
    locale: ctx.locale,
    ownOrigins: ownOrigins(),
    origin: originOf(ctx.variant),
    apiBase: browserApiBase(),
    pageId: page.id,
    variant: ctx.variant,
    ...(page.slug ? { pageSlug: page.slug } : {}),
  };
  const anonymous = (
    <ContentBuilder
      components={page.components ?? []}
      context={{ ...context, signedIn: whole, signedInOnly: Boolean(page.signed_in_only) }}
      belts={<SectionBelts section={ctx.section} locale={ctx.locale} />}
    />
  );
  return (
    <>
      <PageHead
        title={page.title ?? ''}
        description={page.description}
        badge={ctx.section === 'SOCCER' ? <LeaguePartnerBadge locale={ctx.locale} /> : null}
      />
      {page.signed_in_only && !whole ? (
        <MembersPage
          kind={page.kind ?? 'main_page'}
          slug={page.slug ?? ''}
          context={{ ...context, signedInOnly: true }}
        >
          <div className="container">
            <LoginPrompt />
          </div>
          {anonymous}
        </MembersPage>
      ) : (
        anonymous
      )}
    </>
  );
}
