import type { FastifyInstance } from 'fastify';
import { ApiError } from '@trybuna/server';
import { idParams } from '../../jsonapi/query-schemas';
import { matchChildTags } from '../../plugins/cache-tags';
import type { ZodTypeProvider } from '../../plugins/schemas';
import { deleteIncident, incidentMatch, insertIncident } from '../../repositories/live-writes';
import { incidentCreateBody } from './bodies';
import {
  editorOf,
  readDocument,
  removeAndPublish,
  sendCreated,
  type LiveWriteContext,
  writeOptions,
} from './shared';

const TYPE = 'incidents';

/** `POST incidents` and `DELETE incidents/{id}` (001 §3); `incident_added` / `_removed`. */
export function incidentWriteRoutes(app: FastifyInstance, context: LiveWriteContext): void {
  const { database, store, cache, live, inMatchOrder } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    `/${TYPE}`,
    writeOptions(context, { body: incidentCreateBody }),
    async (request, reply) => {
      const editor = editorOf(request);
      const body = request.body;
      const { attributes, relationships } = body.data;
      const matchId = Number(relationships.match.data.id);
      const document = await inMatchOrder(matchId, async () => {
        const id = await insertIncident(database, matchId, {
          type: attributes.incident_type,
          sectionType: attributes.section_type,
          minute: attributes.minute,
          side: attributes.side,
          playerName: attributes.player_name ?? null,
          secondPlayerName: attributes.second_player_name ?? null,
        });
        if (id === null) throw new ApiError(404, `No match ${String(matchId)}`);
        cache.invalidate(matchChildTags(TYPE, matchId));
        const added = await readDocument(store, TYPE, id);
        await live.publish(matchId, 'incident_added', added, editor.sub);
        return added;
      });
      return sendCreated(request, reply, document);
    },
  );

  routes.delete(
    `/${TYPE}/:id`,
    writeOptions(context, { params: idParams(TYPE) }),
    async (request, reply) => {
      const editor = editorOf(request);
      const { id } = request.params;
      const matchId = await incidentMatch(database, id);
      if (matchId === null) throw new ApiError(404, `${TYPE}/${String(id)} does not exist`);
      await removeAndPublish(context, {
        type: TYPE,
        id,
        matchId,
        remove: () => deleteIncident(database, id, matchId),
        message: 'incident_removed',
        author: editor.sub,
      });
      return reply.code(204).send();
    },
  );
}
