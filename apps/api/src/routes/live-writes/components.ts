import type { FastifyInstance } from 'fastify';
import { ApiError, sendValidationErrors } from '@trybuna/server';
import type { MatchCentreComponentType } from '@trybuna/domain';
import { idParams } from '../../jsonapi/query-schemas';
import { createHtmlSanitizer } from '../../html/sanitizer';
import {
  componentOwner,
  deleteComponent,
  insertComponent,
  surveyExists,
  updateComponent,
  type ComponentFields,
} from '../../repositories/live-writes';
import { matchChildTags, resourceTag } from '../../plugins/cache-tags';
import type { ZodTypeProvider } from '../../plugins/schemas';
import { componentCreateBody, componentUpdateBody } from './bodies';
import { payloadSchemas } from './payloads';
import {
  checkBodyId,
  editorOf,
  parseBody,
  readDocument,
  removeAndPublish,
  sendCreated,
  sendDocument,
  type LiveWriteContext,
  writeOptions,
} from './shared';

const TYPE = 'match_centre_components';
const PAYLOAD_POINTER = ['data', 'attributes', 'payload'] as const;

/**
 * `POST match_centre_components`, `PATCH` and `DELETE match_centre_components/{id}`: the
 * timeline items of 001 §3, broadcast as `timeline_item_added` / `_updated` / `_deleted`.
 */
export function componentWriteRoutes(app: FastifyInstance, context: LiveWriteContext): void {
  const { database, store, cache, live, inMatchOrder } = context;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const payloads = payloadSchemas({
    html: createHtmlSanitizer(context.siteOrigins),
    siteOrigins: context.siteOrigins,
  });

  /** A survey item names a survey that exists (422 otherwise). */
  const checkReferences = async (payload: Record<string, unknown>): Promise<string | null> => {
    const surveyId = payload.survey_id;
    if (typeof surveyId === 'number' && !(await surveyExists(database, surveyId))) {
      return `No survey ${String(surveyId)}`;
    }
    return null;
  };

  /** The document of an item, sent to fans and answered to the editor. */
  const documentOf = (id: number) => readDocument(store, TYPE, id);

  routes.post(
    `/${TYPE}`,
    writeOptions(context, { body: componentCreateBody }),
    async (request, reply) => {
      const editor = editorOf(request);
      const body = request.body;
      const { attributes, relationships } = body.data;
      const type = attributes.match_centre_component_type;
      const payload = parseBody(reply, payloads[type], attributes.payload, [...PAYLOAD_POINTER]);
      if (!payload) return reply;
      const missing = await checkReferences(payload);
      if (missing) {
        return sendValidationErrors(reply, [
          { message: missing, path: [...PAYLOAD_POINTER, 'survey_id'] },
        ]);
      }
      const matchId = Number(relationships.match.data.id);
      const document = await inMatchOrder(matchId, async () => {
        const id = await insertComponent(database, matchId, {
          type,
          minute: attributes.minute ?? null,
          visibility: attributes.visibility ?? null,
          payload,
        });
        if (id === null) throw new ApiError(404, `No match ${String(matchId)}`);
        cache.invalidate(matchChildTags(TYPE, matchId));
        const added = await documentOf(id);
        await live.publish(matchId, 'timeline_item_added', added, editor.sub);
        return added;
      });
      return sendCreated(request, reply, document);
    },
  );

  routes.patch(
    `/${TYPE}/:id`,
    writeOptions(context, { params: idParams(TYPE), body: componentUpdateBody }),
    async (request, reply) => {
      const editor = editorOf(request);
      const { id } = request.params;
      const body = request.body;
      const { attributes, relationships } = body.data;
      checkBodyId(body.data.id, id);
      const owner = await componentOwner(database, id);
      if (!owner) throw new ApiError(404, `${TYPE}/${String(id)} does not exist`);
      const movedTo = relationships?.match.data.id;
      if (movedTo !== undefined && movedTo !== String(owner.matchId)) {
        return sendValidationErrors(reply, [
          {
            message: 'An item stays on its match: delete it and post it on the other match',
            path: ['data', 'relationships', 'match'],
          },
        ]);
      }
      const newType = attributes.match_centre_component_type;
      const type = (newType ?? owner.type) as MatchCentreComponentType;
      const changes: Partial<ComponentFields> = {};
      if (attributes.payload !== undefined) {
        const payload = parseBody(reply, payloads[type], attributes.payload, [...PAYLOAD_POINTER]);
        if (!payload) return reply;
        const missing = await checkReferences(payload);
        if (missing) {
          return sendValidationErrors(reply, [
            { message: missing, path: [...PAYLOAD_POINTER, 'survey_id'] },
          ]);
        }
        changes.payload = payload;
      } else if (type !== owner.type) {
        return sendValidationErrors(reply, [
          { message: `A ${type} item needs its own payload`, path: [...PAYLOAD_POINTER] },
        ]);
      }
      if (newType !== undefined) changes.type = newType;
      if (attributes.minute !== undefined) changes.minute = attributes.minute;
      if (attributes.visibility !== undefined) changes.visibility = attributes.visibility;
      const document = await inMatchOrder(owner.matchId, async () => {
        if (!(await updateComponent(database, id, owner, changes))) {
          // Deleted or changed by another editor since it was read: nothing was written.
          throw new ApiError(409, `${TYPE}/${String(id)} changed meanwhile: read it and try again`);
        }
        // A new type or visibility can move it in or out of its match's filtered lists.
        cache.invalidate([resourceTag(TYPE, id), ...matchChildTags(TYPE, owner.matchId)]);
        const updated = await documentOf(id);
        await live.publish(owner.matchId, 'timeline_item_updated', updated, editor.sub);
        return updated;
      });
      return sendDocument(reply, document);
    },
  );

  routes.delete(
    `/${TYPE}/:id`,
    writeOptions(context, { params: idParams(TYPE) }),
    async (request, reply) => {
      const editor = editorOf(request);
      const { id } = request.params;
      const owner = await componentOwner(database, id);
      if (!owner) throw new ApiError(404, `${TYPE}/${String(id)} does not exist`);
      const { matchId } = owner;
      await removeAndPublish(context, {
        type: TYPE,
        id,
        matchId,
        remove: () => deleteComponent(database, id, matchId),
        message: 'timeline_item_deleted',
        author: editor.sub,
      });
      return reply.code(204).send();
    },
  );
}
