import type { FastifyInstance } from 'fastify';
import { MAX_LINEUP_ENTRIES } from '@trybuna/domain';
import { ApiError, sendValidationErrors } from '@trybuna/server';
import { replaceMatchLineups } from '../../repositories/match-lineups';
import { lineupsReplaceBody } from './lineups-body';
import { refreshMatchRows, sendDocument, type LiveWriteContext } from './shared';
import { matchPartRoute } from './match-items';

const TYPE = 'match_lineup_players';

/**
 * `PUT matches/{id}/lineups` (001 §3 "Lineup starting positions", issue 16 item 5): both
 * sides' lineups replaced whole, in one transaction (old rows removed, `sort_order` each entry's
 * index within its side). Lineups are public, so the editor's answer and the live message
 * `lineups_updated` are one document: the anonymous read of `match_lineup_players?filter
 * [match_id_eq]={id}` in its default order, every row on one page (up to `MAX_LINEUP_ENTRIES`,
 * more than a page of a request holds).
 */
export function lineupsWriteRoutes(app: FastifyInstance, context: LiveWriteContext): void {
  const { database, live, inMatchOrder } = context;
  matchPartRoute(
    app,
    context,
    'lineups',
    lineupsReplaceBody,
    async ({ matchId, body, editor }, reply) => {
      const entries = body.data.map(({ attributes, relationships }) => ({
        ...attributes,
        shirt_number: attributes.shirt_number ?? null,
        position: attributes.position ?? null,
        squad_player_id: relationships?.squad_player.data
          ? Number(relationships.squad_player.data.id)
          : null,
      }));
      const document = await inMatchOrder(matchId, async () => {
        const replaced = await replaceMatchLineups(database, matchId, entries);
        if (!replaced) throw new ApiError(404, `matches/${String(matchId)} does not exist`);
        if (replaced.problems) return { problems: replaced.problems };
        // Reads by id of the removed rows too, not only of the written ones.
        const lineups = await refreshMatchRows(
          context,
          TYPE,
          matchId,
          [...replaced.ids, ...replaced.removed],
          MAX_LINEUP_ENTRIES,
        );
        await live.publish(matchId, 'lineups_updated', lineups, editor.sub);
        return { lineups };
      });
      if (document.problems) {
        return sendValidationErrors(
          reply,
          document.problems.map(({ index, message }) => ({
            message,
            path: ['data', index, 'relationships', 'squad_player'],
          })),
        );
      }
      return sendDocument(reply, document.lineups);
    },
  );
}
