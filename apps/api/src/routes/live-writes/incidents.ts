import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../../plugins/schemas';
import { deleteIncident, incidentMatch, insertIncident } from '../../repositories/live-writes';
import { incidentCreateBody } from './bodies';
import { addAndPublish, itemDeleteRoute } from './match-items';
import { editorOf, sendCreated, type LiveWriteContext, writeOptions } from './shared';

const TYPE = 'incidents';

/** `POST incidents` and `DELETE incidents/{id}` (001 §3); `incident_added` / `_removed`. */
export function incidentWriteRoutes(app: FastifyInstance, context: LiveWriteContext): void {
  const { database } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    `/${TYPE}`,
    writeOptions(context, { body: incidentCreateBody }),
    async (request, reply) => {
      const editor = editorOf(request);
      const body = request.body;
      const { attributes, relationships } = body.data;
      const matchId = Number(relationships.match.data.id);
      const document = await addAndPublish(context, {
        type: TYPE,
        matchId,
        insert: () =>
          insertIncident(database, matchId, {
            type: attributes.incident_type,
            sectionType: attributes.section_type,
            minute: attributes.minute,
            side: attributes.side,
            playerName: attributes.player_name ?? null,
            secondPlayerName: attributes.second_player_name ?? null,
          }),
        message: 'incident_added',
        author: editor.sub,
      });
      return sendCreated(request, reply, document);
    },
  );

  itemDeleteRoute(app, context, {
    type: TYPE,
    matchOf: (id) => incidentMatch(database, id),
    remove: (id, matchId) => deleteIncident(database, id, matchId),
    message: 'incident_removed',
  });
}
