import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { comments, surveyAnswers, surveys, surveyUserAnswers, users } from '@trybuna/db/schema';
import { columnFilter } from '../jsonapi/filters';
import type { ManyLoader, ResourceDefinition } from '../jsonapi/resource';
import { KEY_PREFIX } from '../jsonapi/select';
import type { DefinitionOptions } from './content';
import { outer, viaForeignKey } from './support';
import { commentShown, commentVisible } from './visibility';

const image = { kind: 'one', type: 'images', key: 'image' } as const;

export function surveyResource({ db }: DefinitionOptions): ResourceDefinition {
  /** The caller's own vote (001 §7 `user_answer`): only with a user token. */
  const ownAnswer: ManyLoader = async (surveyIds, ctx) => {
    if (!ctx.user || surveyIds.length === 0) return new Map();
    const rows = await db
      .select({ survey: surveyUserAnswers.surveyId, id: surveyUserAnswers.id })
      .from(surveyUserAnswers)
      .where(
        and(
          inArray(surveyUserAnswers.surveyId, surveyIds),
          eq(surveyUserAnswers.userId, ctx.user.id),
        ),
      );
    return new Map(rows.map((r) => [r.survey, [r.id]]));
  };
  return {
    type: 'surveys',
    table: surveys,
    idColumn: surveys.id,
    attributes: {
      question: surveys.question,
      answers_type: surveys.answersType,
      status: surveys.status,
      answers_total:
        sql<number>`(select coalesce(sum(sa.answers_count), 0) from survey_answers sa where sa.survey_id = ${outer(surveys.id)})`
          .mapWith(Number)
          .as('answers_total'),
    },
    keys: { image: surveys.imageId },
    relationships: {
      image,
      answers: {
        kind: 'many',
        type: 'survey_answers',
        load: viaForeignKey(db, surveyAnswers, surveyAnswers.surveyId, surveyAnswers.id, [
          asc(surveyAnswers.position),
        ]),
      },
      user_answer: { kind: 'many', type: 'user_answers', load: ownAnswer, single: true },
    },
    filters: { id: columnFilter(surveys.id, 'int'), status: columnFilter(surveys.status, 'text') },
    sorts: { id: surveys.id },
    defaultSort: ['-id'],
  };
}

export function surveyAnswerResource(): ResourceDefinition {
  return {
    type: 'survey_answers',
    table: surveyAnswers,
    idColumn: surveyAnswers.id,
    attributes: {
      content: surveyAnswers.content,
      answers_count: surveyAnswers.answersCount,
      resource_type: surveyAnswers.resourceType,
    },
    keys: {
      image: surveyAnswers.imageId,
      survey: surveyAnswers.surveyId,
      resource: surveyAnswers.resourceId,
      resource_type: surveyAnswers.resourceType,
    },
    relationships: {
      image,
      survey: { kind: 'one', type: 'surveys', key: 'survey' },
      resource: {
        kind: 'one',
        type: 'squad_players',
        key: 'resource',
        typeKey: 'resource_type',
        types: ['squad_players', 'clubs'],
      },
    },
    filters: { survey_id: columnFilter(surveyAnswers.surveyId, 'int') },
    sorts: { position: surveyAnswers.position, id: surveyAnswers.id },
    defaultSort: ['position'],
  };
}

export function userAnswerResource(): ResourceDefinition {
  return {
    type: 'user_answers',
    table: surveyUserAnswers,
    idColumn: surveyUserAnswers.id,
    attributes: { created_at: surveyUserAnswers.createdAt },
    keys: { answer: surveyUserAnswers.answerId, survey: surveyUserAnswers.surveyId },
    relationships: {
      answer: { kind: 'one', type: 'survey_answers', key: 'answer' },
      survey: { kind: 'one', type: 'surveys', key: 'survey' },
    },
    sorts: { id: surveyUserAnswers.id },
  };
}

export function userResource(): ResourceDefinition {
  return {
    type: 'users',
    table: users,
    idColumn: users.id,
    attributes: { nickname: users.nickname, avatar_url: users.avatarUrl },
    sorts: { id: users.id },
  };
}

/**
 * Fans' comments (001 §7). Plain text, stored as typed (the site escapes it), never HTML.
 * Readable as the resource they are on is (`commentVisible`: on a members-only article only
 * with a valid user token) and never once an editor has hidden them (`commentShown`). `own`
 * says whether the caller's token names the author; it is worked out per caller in `present`
 * (the selected `false` only makes it a known field for sparse fieldsets), so an anonymous
 * read, the only kind the read cache keeps, always says false.
 */
export function commentResource(): ResourceDefinition {
  return {
    type: 'comments',
    table: comments,
    idColumn: comments.id,
    attributes: {
      body: comments.body,
      resource_type: comments.resourceType,
      resource_id: comments.resourceId,
      created_at: comments.createdAt,
      own: sql<boolean>`false`.as('own'),
    },
    keys: { user: comments.userId },
    relationships: { user: { kind: 'one', type: 'users', key: 'user' } },
    filters: {
      resource_type: columnFilter(comments.resourceType, 'text'),
      resource_id: columnFilter(comments.resourceId, 'int'),
    },
    sorts: { created_at: comments.createdAt, id: comments.id },
    defaultSort: ['-created_at'],
    visible: (ctx) => and(commentShown(), commentVisible(ctx)),
    present: (resource, row, ctx) => ({
      ...resource,
      attributes: {
        ...resource.attributes,
        own: ctx.user !== null && row[`${KEY_PREFIX}user`] === ctx.user.id,
      },
    }),
  };
}
