import type { FastifyInstance } from 'fastify';
import { MATCH_SIDES } from '@trybuna/domain';
import { ApiError } from '@trybuna/server';
import { parseQuery } from '../../jsonapi/query';
import type { ResourceObject } from '../../jsonapi/resource';
import { contextOf } from '../../plugins/context';
import { replaceMatchStatistics } from '../../repositories/match-statistics';
import { statisticsReplaceBody } from './bodies';
import { refreshMatchRows, sendDocument, type LiveWriteContext } from './shared';
import { matchPartRoute } from './match-items';

const TYPE = 'match_statistics';

/**
 * `PUT matches/{id}/statistics` (001 §2 'Statistics' tab): both sides' statistics replaced at
 * once. The editor is answered `{data: [home, away]}` as an editor reads them (every value,
 * `full: true`); the live message `match_statistics_updated` carries the anonymous read of
 * `match_statistics?filter[match_id_eq]={id}` (the limited set, `full: false`): the channel is
 * anonymous, so members-only values are never broadcast, and a signed-in page reads the full
 * set over HTTP when the message arrives.
 */
export function statisticsWriteRoutes(app: FastifyInstance, context: LiveWriteContext): void {
  const { database, store, live, inMatchOrder } = context;
  matchPartRoute(
    app,
    context,
    'statistics',
    statisticsReplaceBody,
    async ({ matchId, body, editor, request }, reply) => {
      // Home, then away, whatever order they were sent in (the body holds each side once).
      const entries = MATCH_SIDES.map((side) => {
        const entry = body.data.find((e) => e.attributes.side === side);
        if (!entry) throw new ApiError(422, `No ${side} statistics`);
        return entry.attributes;
      });
      const data = await inMatchOrder(matchId, async () => {
        const ids = await replaceMatchStatistics(database, matchId, entries);
        if (!ids) throw new ApiError(404, `matches/${String(matchId)} does not exist`);
        // A first write adds rows to the match's (possibly empty, so untagged) cached list.
        const message = await refreshMatchRows(context, TYPE, matchId, ids);
        await live.publish(matchId, 'match_statistics_updated', message, editor.sub);
        // The editor's answer, read with the editor's context: every value (never cached).
        const resources: ResourceObject[] = [];
        for (const id of ids) {
          const read = await store.get(TYPE, String(id), parseQuery({}), contextOf(request));
          resources.push(read.data);
        }
        return resources;
      });
      return sendDocument(reply, { data });
    },
  );
}
