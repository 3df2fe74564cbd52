import type { FastifyPluginCallback } from 'fastify';
import {
  QUIZ_RANKING_FILTER,
  QUIZ_RANKING_PAGE_SIZE,
  QUIZ_RANKING_SORT,
  QUIZ_RANKING_SORT_FIELDS,
} from '@trybuna/domain';
import { ApiError, badParameter, JSON_API_MEDIA_TYPE } from '@trybuna/server';
import { parseId } from '../../jsonapi/ids';
import { parseQuery, single, type ParsedQuery, type RawQuery } from '../../jsonapi/query';
import { rawIdParams, rawQuery } from '../../jsonapi/query-schemas';
import { contextOf } from '../../plugins/context';
import type { ZodTypeProvider } from '../../plugins/schemas';
import { findRanking } from '../../repositories/quiz-play';

/**
 * The filters 001 §7 sends (`QUIZ_RANKING_FILTER`). They are accepted whatever their values:
 * the server always applies them.
 */
const RANKING_FILTERS: readonly string[] = Object.keys(QUIZ_RANKING_FILTER);

/** The 001 §7 ranking order, as the store sorts. */
const RANKING_ORDER = QUIZ_RANKING_SORT_FIELDS.map((item) => ({
  field: item.replace(/^-/, ''),
  descending: item.startsWith('-'),
}));

/**
 * The ranking's query: `include`, `fields[…]`, `page[number]`, `page[size]` (1–10, default
 * 10), the spec's `sort` (or none) and its three filters; anything else is a 400 naming it.
 * The order and the exclusions are the server's, whatever the query says.
 */
function rankingQuery(raw: RawQuery): ParsedQuery {
  const query = parseQuery(raw);
  const filter = query.filters.find(
    (term) => !RANKING_FILTERS.includes(`${term.field}_${term.rule}`),
  );
  if (filter) {
    throw badParameter(
      filter.parameter,
      `${filter.parameter}: a ranking takes only filter[${RANKING_FILTERS.join('], filter[')}]`,
    );
  }
  const sort = single(raw, 'sort');
  if (sort !== undefined && sort !== '' && sort !== QUIZ_RANKING_SORT) {
    throw badParameter('sort', `sort: a ranking is sorted ${QUIZ_RANKING_SORT}`);
  }
  const size = single(raw, 'page[size]');
  if (query.page.size > QUIZ_RANKING_PAGE_SIZE && size !== undefined && size !== '') {
    throw badParameter(
      'page[size]',
      `page[size]: a ranking page holds at most ${String(QUIZ_RANKING_PAGE_SIZE)} attempts`,
    );
  }
  return {
    ...query,
    filters: [],
    sort: RANKING_ORDER,
    page: {
      number: query.page.number,
      size: size === undefined || size === '' ? QUIZ_RANKING_PAGE_SIZE : query.page.size,
    },
  };
}

/**
 * `GET quiz_rankings/{id}/quiz_user_attempts` (001 §7): a published ranking's attempts for a
 * signed-in fan, 10 a page, in the spec's order, banned, unfinished and zero-time attempts never
 * listed; each with its `position` over the ranked list, `own` for the caller's, and the fan
 * (`include=user`: nickname and avatar). 400 for the query, 401 anonymous, 404 for a ranking
 * that does not exist or is not published.
 */
export const quizRankingRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { database, store } = app;
  // The query first (400), then the caller (401), then the ranking (404).
  const schema = { params: rawIdParams, querystring: rawQuery.transform(rankingQuery) };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/quiz_rankings/:id/quiz_user_attempts', { schema }, async (request, reply) => {
      const query = request.query;
      if (!request.user) throw new ApiError(401, 'Sign in to see the ranking');
      const raw = request.params.id;
      const id = parseId(raw);
      const ranking = id === null ? null : await findRanking(database, id);
      if (!ranking?.published) throw new ApiError(404, `quiz_rankings/${raw} does not exist`);
      const document = await store.list(
        'quiz_user_attempts',
        {
          ...query,
          filters: [
            { field: 'quiz_id', rule: 'eq', value: String(ranking.quizId), parameter: 'quiz_id' },
          ],
        },
        contextOf(request),
      );
      return reply.type(JSON_API_MEDIA_TYPE).send(document);
    });
  done();
};
