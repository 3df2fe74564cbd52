import type { FastifyInstance } from 'fastify';
import { elapsedSinceStart } from '@trybuna/domain';
import { ApiError, sendValidationErrors } from '@trybuna/server';
import { idParams } from '../../jsonapi/query-schemas';
import { listTag, resourceTag } from '../../plugins/cache-tags';
import type { ZodTypeProvider } from '../../plugins/schemas';
import { matchPeriod, updateMatch, type MatchChanges } from '../../repositories/live-writes';
import { matchUpdateBody } from './bodies';
import {
  checkBodyId,
  editorOf,
  readDocument,
  sendDocument,
  type LiveWriteContext,
  writeOptions,
} from './shared';

/** What a `match_updated` message carries (docs/live.md): status, score, period and clock. */
export const MATCH_UPDATED_FIELDS = [
  'status',
  'home_squad_score',
  'away_squad_score',
  'period',
  'elapsed_seconds',
  'clock_updated_at',
  'postponed_start_time',
] as const;

const POINTER = ['data', 'attributes'] as const;

const dateOrNull = (value: string | null | undefined): Date | null | undefined =>
  typeof value === 'string' ? new Date(value) : value;

/** `PATCH matches/{id}`: status, score, period and clock, postponement; `match_updated`. */
export function matchWriteRoutes(app: FastifyInstance, context: LiveWriteContext): void {
  const { database, store, cache, live, inMatchOrder } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/matches/:id',
    writeOptions(context, { params: idParams('matches'), body: matchUpdateBody }),
    async (request, reply) => {
      const editor = editorOf(request);
      const { id } = request.params;
      const body = request.body;
      checkBodyId(body.data.id, id);
      const { attributes } = body.data;
      const changes: MatchChanges = {
        status: attributes.status,
        homeSquadScore: attributes.home_squad_score,
        awaySquadScore: attributes.away_squad_score,
        period: attributes.period,
        elapsedSeconds: attributes.elapsed_seconds,
        postponedStartTime: dateOrNull(attributes.postponed_start_time),
      };
      const document = await inMatchOrder(id, async () => {
        if (attributes.period_started_at !== undefined) {
          let period = attributes.period;
          if (period === undefined) {
            const current = await matchPeriod(database, id);
            if (!current) throw new ApiError(404, `matches/${String(id)} does not exist`);
            period = current.period;
          }
          const elapsed =
            period === null
              ? null
              : elapsedSinceStart(period, new Date(attributes.period_started_at), new Date());
          if (elapsed === null) return null;
          changes.elapsedSeconds = elapsed;
        }
        if (!(await updateMatch(database, id, changes))) {
          throw new ApiError(404, `matches/${String(id)} does not exist`);
        }
        // A new status can move the match into or out of filtered lists (`filter[status_eq]`).
        cache.invalidate([
          resourceTag('matches', id),
          ...(attributes.status === undefined ? [] : [listTag('matches')]),
        ]);
        const message = await readDocument(store, 'matches', id, MATCH_UPDATED_FIELDS);
        await live.publish(id, 'match_updated', message, editor.sub);
        return readDocument(store, 'matches', id);
      });
      if (document === null) {
        return sendValidationErrors(reply, [
          {
            message:
              'period_started_at needs a period of play (1. połowa, 2. połowa, 1. połowa dogrywki, 2. połowa dogrywki) that began at most three hours ago',
            path: [...POINTER, 'period_started_at'],
          },
        ]);
      }
      return sendDocument(reply, document);
    },
  );
}
