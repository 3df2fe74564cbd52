import type { FastifyInstance } from 'fastify';
import { ODDS_OUTCOMES } from '@trybuna/domain';
import { ApiError } from '@trybuna/server';
import type { ResourceObject } from '../../jsonapi/resource';
import { matchChildTags, resourceTag } from '../../plugins/cache-tags';
import { replaceOdds } from '../../repositories/live-writes';
import { oddsReplaceBody } from './bodies';
import { readDocument, sendDocument, type LiveWriteContext } from './shared';
import { matchPartRoute } from './match-items';

/**
 * `PUT matches/{id}/odds` (001 §3 "Odds"): the three outcomes replaced at once; answered and
 * broadcast (`odds_updated`) as `{data: [home, draw, away]}`, each resource as a read gives it.
 */
export function oddsWriteRoutes(app: FastifyInstance, context: LiveWriteContext): void {
  const { database, store, cache, live, inMatchOrder } = context;
  matchPartRoute(
    app,
    context,
    'odds',
    oddsReplaceBody,
    async ({ matchId, body, editor }, reply) => {
      // Home, draw, away: the order the page shows them in, whatever order they were sent in.
      const entries = ODDS_OUTCOMES.map((outcome) => {
        const entry = body.data.find((e) => e.attributes.outcome === outcome);
        if (!entry) throw new ApiError(422, `No ${outcome} odds`);
        return entry.attributes;
      });
      const document = await inMatchOrder(matchId, async () => {
        const replaced = await replaceOdds(database, matchId, entries);
        if (!replaced) throw new ApiError(404, `matches/${String(matchId)} does not exist`);
        cache.invalidate([
          ...matchChildTags('odds', matchId),
          ...[...replaced.ids, ...replaced.removed].map((id) => resourceTag('odds', id)),
        ]);
        const data: ResourceObject[] = [];
        for (const id of replaced.ids) data.push((await readDocument(store, 'odds', id)).data);
        const updated = { data };
        await live.publish(matchId, 'odds_updated', updated, editor.sub);
        return updated;
      });
      return sendDocument(reply, document);
    },
  );
}
