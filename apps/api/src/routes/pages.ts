import { and, eq } from 'drizzle-orm';
import type { FastifyPluginCallback } from 'fastify';
import { z } from 'zod';
import { components, pages } from '@trybuna/db/schema';
import { MAX_PAGE_SIZE } from '@trybuna/domain';
import { ApiError, notFound } from '@trybuna/server';
import { CURRENT_PAGE_PARAMETERS, NO_EXTRA_PARAMETERS } from '../jsonapi/allowed-parameters';
import { parseId } from '../jsonapi/ids';
import { parseQuery, single } from '../jsonapi/query';
import { jsonApiQuery, rawQuery } from '../jsonapi/query-schemas';
import { contextOf } from '../plugins/context';
import { respond } from '../plugins/respond';
import type { ZodTypeProvider } from '../plugins/schemas';

const pageLookup = z.object({
  kind: z.string().min(1, 'kind is required').max(64),
  slug: z.string().min(1, 'slug is required').max(200),
});

const componentParams = z.object({ pageId: z.string(), id: z.string() });
const groupParams = z.object({ id: z.string() });

/** `current_page`'s query: JSON:API's parameters with `kind` and `slug` (both required). */
const currentPageQuery = rawQuery.transform((raw) => {
  const query = parseQuery(raw, CURRENT_PAGE_PARAMETERS);
  const lookup = pageLookup.safeParse(query.extra);
  if (!lookup.success) {
    const issue = lookup.error.issues[0];
    throw new ApiError(400, issue?.message ?? 'kind and slug are required', {
      parameter: String(issue?.path[0] ?? 'slug'),
    });
  }
  return { ...query, lookup: lookup.data };
});

/** A league table's query: one page of `MAX_PAGE_SIZE` (50) rows unless the caller pages it. */
const standingsQuery = rawQuery.transform((raw) => {
  const query = parseQuery(raw, NO_EXTRA_PARAMETERS);
  if (!single(raw, 'page[size]')) query.page.size = MAX_PAGE_SIZE;
  return query;
});

/**
 * `current_page?kind=&slug=` (000 §3: the page with its components in `index` order),
 * `current_page/{pageId}/components/{id}` (000 §7.3 likes count) and
 * `groups/{id}/standings` (001 §7 league tables).
 */
export const pageRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { store, readCache: cache } = app;
  const { db } = app.database;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/current_page', { schema: { querystring: currentPageQuery } }, (request, reply) => {
    const { lookup, ...query } = request.query;
    const ctx = contextOf(request);
    return respond(request, reply, cache, async () => {
      const [page] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(
          and(
            eq(pages.kind, lookup.kind),
            eq(pages.slug, lookup.slug),
            eq(pages.locale, ctx.locale),
            ctx.preview ? undefined : eq(pages.draft, false),
          ),
        )
        .limit(1);
      if (!page) throw notFound(`No ${lookup.kind} page ${lookup.slug}`);
      return store.get('pages', String(page.id), query, ctx);
    });
  });

  const component = { params: componentParams, querystring: jsonApiQuery(NO_EXTRA_PARAMETERS) };
  routes.get('/current_page/:pageId/components/:id', { schema: component }, (request, reply) => {
    const { pageId, id } = request.params;
    const query = request.query;
    // A page id PostgreSQL could not hold names no page: 404 without a query.
    if (parseId(pageId) === null) throw notFound(`Page ${pageId} has no component ${id}`);
    const ctx = contextOf(request);
    return respond(request, reply, cache, async () => {
      const document = await store.get('components', id, query, ctx);
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

  const standings = { params: groupParams, querystring: standingsQuery };
  routes.get('/groups/:id/standings', { schema: standings }, (request, reply) => {
    const { id } = request.params;
    const query = request.query;
    query.filters = [
      ...query.filters.filter((term) => term.field !== 'group_id'),
      { field: 'group_id', rule: 'eq', value: id, parameter: 'filter[group_id_eq]' },
    ];
    const ctx = contextOf(request);
    return respond(request, reply, cache, async () => {
      await store.get('groups', id, parseQuery({}), ctx);
      return store.list('standings', query, ctx);
    });
  });
  done();
};
