import type { FastifyInstance } from 'fastify';
import { ApiError, sendValidationErrors } from '@trybuna/server';
import { matchPeriod, updateMatch, type MatchChanges } from '../../repositories/live-writes';
import { MAX_ELAPSED_SECONDS, matchUpdateBody } from './bodies';
import {
  checkBodyId,
  editorOf,
  invalidateReads,
  parseBody,
  pathId,
  readDocument,
  sendDocument,
  type LiveWriteContext,
} from './shared';

/**
 * Where the clock of each period of play starts (001 §4 "Match periods and clock": a period
 * starts where the one before it ends, at its threshold: 2700, 5400, 6300 s).
 */
export const PERIOD_START_SECONDS: Readonly<Record<string, number>> = {
  '1. połowa': 0,
  '2. połowa': 2700,
  '1. połowa dogrywki': 5400,
  '2. połowa dogrywki': 6300,
};

/** How far ahead of the server's clock a period start may be (an editor's clock runs fast). */
export const PERIOD_START_SKEW_MS = 60_000;

/**
 * The clock when a period began at `startedAt`: the period's start plus the whole seconds since
 * (a start up to a minute ahead counts as now). `null` when the period is not one of the four
 * periods of play (a break has no running clock), or the start is too far ahead or too long ago.
 */
export function elapsedSinceStart(period: string, startedAt: Date, now: Date): number | null {
  if (!Object.hasOwn(PERIOD_START_SECONDS, period)) return null;
  const base = PERIOD_START_SECONDS[period] ?? 0;
  const since = now.getTime() - startedAt.getTime();
  if (since < -PERIOD_START_SKEW_MS) return null;
  const elapsed = base + Math.max(0, Math.floor(since / 1000));
  return elapsed <= MAX_ELAPSED_SECONDS ? elapsed : null;
}

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
  const { database, store, cache, live, guard, inMatchOrder } = context;

  app.patch('/matches/:id', { onRequest: guard }, async (request, reply) => {
    const editor = editorOf(request);
    const id = pathId(request, 'matches');
    const body = parseBody(reply, matchUpdateBody, request.body);
    if (!body) return reply;
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
      invalidateReads(
        cache,
        [`matches:${String(id)}`],
        attributes.status === undefined ? [] : ['matches'],
      );
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
  });
}
