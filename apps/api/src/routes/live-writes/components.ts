import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { addAndPublish, itemDeleteRoute } from './match-items';
import { payloadSchemas } from './payloads';
import {
  checkBodyId,
  editorOf,
  parseBody,
  readDocument,
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

  /**
   * The payload of a `type` item, or null when the 422 was sent: it matches the type's schema,
   * and a survey item names a survey that exists.
   */
  const parsePayload = async (
    reply: FastifyReply,
    type: MatchCentreComponentType,
    raw: unknown,
  ): Promise<Record<string, unknown> | null> => {
    const payload = parseBody(reply, payloads[type], raw, [...PAYLOAD_POINTER]);
    if (!payload) return null;
    const surveyId = payload.survey_id;
    if (typeof surveyId === 'number' && !(await surveyExists(database, surveyId))) {
      void sendValidationErrors(reply, [
        { message: `No survey ${String(surveyId)}`, path: [...PAYLOAD_POINTER, 'survey_id'] },
      ]);
      return null;
    }
    return payload;
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
      const payload = await parsePayload(reply, type, attributes.payload);
      if (!payload) return reply;
      const matchId = Number(relationships.match.data.id);
      const document = await addAndPublish(context, {
        type: TYPE,
        matchId,
        insert: () =>
          insertComponent(database, matchId, {
            type,
            minute: attributes.minute ?? null,
            visibility: attributes.visibility ?? null,
            payload,
          }),
        message: 'timeline_item_added',
        author: editor.sub,
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
        const payload = await parsePayload(reply, type, attributes.payload);
        if (!payload) return reply;
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

  itemDeleteRoute(app, context, {
    type: TYPE,
    matchOf: async (id) => (await componentOwner(database, id))?.matchId ?? null,
    remove: (id, matchId) => deleteComponent(database, id, matchId),
    message: 'timeline_item_deleted',
  });
}
