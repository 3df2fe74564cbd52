import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Drizzle } from '@trybuna/db';
import { components, pages } from '@trybuna/db/schema';
import { ApiError, notFound } from '@trybuna/server';
import { parseQuery } from '../jsonapi/query';
import type { ResourceStore } from '../jsonapi/store';
import { contextOf } from '../plugins/context';
import type { ReadCache } from '../plugins/read-cache';
import { respond } from '../plugins/respond';

type Query = Record<string, string | string[] | undefined>;

const pageLookup = z.object({
  kind: z.string().min(1, 'kind is required').max(64),
  slug: z.string().min(1, 'slug is required').max(200),
});

const componentParams = z.object({ pageId: z.string(), id: z.string() });
const groupParams = z.object({ id: z.string() });

/**
 * `current_page?kind=&slug=` (000 §3: the page with its components in `index` order),
 * `current_page/{pageId}/components/{id}` (000 §7.3 likes count) and
 * `groups/{id}/standings` (001 §7 league tables).
 */
export function pageRoutes(
  app: FastifyInstance,
  db: Drizzle,
  store: ResourceStore,
  cache: ReadCache,
): void {
  app.get('/current_page', (request, reply) => {
    const query = parseQuery(request.query as Query);
    const lookup = pageLookup.safeParse(query.extra);
    if (!lookup.success) {
      const issue = lookup.error.issues[0];
      throw new ApiError(400, issue?.message ?? 'kind and slug are required', {
        parameter: String(issue?.path[0] ?? 'slug'),
      });
    }
    const ctx = contextOf(request);
    return respond(request, reply, cache, async () => {
      const [page] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(
          and(
            eq(pages.kind, lookup.data.kind),
            eq(pages.slug, lookup.data.slug),
            eq(pages.locale, ctx.locale),
            ctx.preview ? undefined : eq(pages.draft, false),
          ),
        )
        .limit(1);
      if (!page) throw notFound(`No ${lookup.data.kind} page ${lookup.data.slug}`);
      return store.get('pages', String(page.id), query, ctx);
    });
  });

  app.get('/current_page/:pageId/components/:id', (request, reply) => {
    const { pageId, id } = componentParams.parse(request.params);
    const ctx = contextOf(request);
    return respond(request, reply, cache, async () => {
      const document = await store.get('components', id, parseQuery(request.query as Query), ctx);
      const [row] = await db
        .select({ pageId: components.pageId, draft: pages.draft })
        .from(components)
        .innerJoin(pages, eq(pages.id, components.pageId))
        .where(eq(components.id, Number(document.data.id)));
      // A draft page's components exist only in a page preview, like the page itself.
      if (String(row?.pageId) !== pageId || (row?.draft === true && !ctx.preview)) {
        throw notFound(`Page ${pageId} has no component ${id}`);
      }
      return document;
    });
  });

  app.get('/groups/:id/standings', (request, reply) => {
    const { id } = groupParams.parse(request.params);
    const ctx = contextOf(request);
    return respond(request, reply, cache, async () => {
      await store.get('groups', id, parseQuery({}), ctx);
      // A league table is one page: 50 rows unless the caller pages it.
      const query = parseQuery({
        'page[size]': '50',
        ...(request.query as Query),
        'filter[group_id_eq]': id,
      });
      return store.list('standings', query, ctx);
    });
  });
}
