import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  comments,
  quizAnswers,
  quizQuestions,
  quizRankings,
  quizUserAttempts,
  quizzes,
  surveyAnswers,
  surveys,
  surveyUserAnswers,
  users,
} from '@trybuna/db/schema';
import { columnFilter } from '../jsonapi/filters';
import type { ManyLoader, ResourceDefinition } from '../jsonapi/resource';
import { KEY_PREFIX } from '../jsonapi/select';
import type { DefinitionOptions } from './content';
import { viaForeignKey } from './support';
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
        sql<number>`(select coalesce(sum(sa.answers_count), 0) from survey_answers sa where sa.survey_id = ${surveys.id})`
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

export function quizResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'quizzes',
    table: quizzes,
    idColumn: quizzes.id,
    attributes: {
      name: quizzes.name,
      end_time: quizzes.endTime,
      number_of_attempt_questions: quizzes.numberOfAttemptQuestions,
      seconds_for_answer: quizzes.secondsForAnswer,
      quiz_prize: quizzes.prize,
    },
    keys: {
      image: quizzes.imageId,
      quiz_ranking: sql<
        number | null
      >`(select qr.id from quiz_rankings qr where qr.quiz_id = ${quizzes.id})`.as('quiz_ranking'),
    },
    relationships: {
      image,
      quiz_ranking: { kind: 'one', type: 'quiz_rankings', key: 'quiz_ranking' },
      quiz_questions: {
        kind: 'many',
        type: 'quiz_questions',
        load: viaForeignKey(db, quizQuestions, quizQuestions.quizId, quizQuestions.id, [
          asc(quizQuestions.position),
        ]),
      },
    },
    filters: { id: columnFilter(quizzes.id, 'int') },
    sorts: { end_time: quizzes.endTime, id: quizzes.id },
    defaultSort: ['-end_time'],
  };
}

export function quizQuestionResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'quiz_questions',
    table: quizQuestions,
    idColumn: quizQuestions.id,
    attributes: { content: quizQuestions.content, position: quizQuestions.position },
    keys: { image: quizQuestions.imageId, quiz: quizQuestions.quizId },
    relationships: {
      image,
      quiz: { kind: 'one', type: 'quizzes', key: 'quiz' },
      quiz_answers: {
        kind: 'many',
        type: 'quiz_answers',
        load: viaForeignKey(db, quizAnswers, quizAnswers.questionId, quizAnswers.id, [
          asc(quizAnswers.position),
        ]),
      },
    },
    filters: { quiz_id: columnFilter(quizQuestions.quizId, 'int') },
    sorts: { position: quizQuestions.position, id: quizQuestions.id },
    defaultSort: ['position'],
  };
}

/** Quiz answers never say which one is correct: that comes back only after answering. */
export function quizAnswerResource(): ResourceDefinition {
  return {
    type: 'quiz_answers',
    table: quizAnswers,
    idColumn: quizAnswers.id,
    attributes: { content: quizAnswers.content },
    sorts: { position: quizAnswers.position, id: quizAnswers.id },
  };
}

export function quizRankingResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'quiz_rankings',
    table: quizRankings,
    idColumn: quizRankings.id,
    attributes: { name: quizRankings.name, published_at: quizRankings.publishedAt },
    keys: { quiz: quizRankings.quizId },
    relationships: {
      quiz: { kind: 'one', type: 'quizzes', key: 'quiz' },
      quiz_user_attempts: {
        kind: 'many',
        type: 'quiz_user_attempts',
        load: async (rankingIds) => {
          if (rankingIds.length === 0) return new Map();
          const rows = await db
            .select({ parent: quizRankings.id, child: quizUserAttempts.id })
            .from(quizRankings)
            .innerJoin(quizUserAttempts, eq(quizUserAttempts.quizId, quizRankings.quizId))
            .where(and(inArray(quizRankings.id, rankingIds), eq(quizUserAttempts.isBanned, false)))
            .orderBy(sql`${quizUserAttempts.points} desc`, asc(quizUserAttempts.totalAnswersTime))
            .limit(10);
          const map = new Map<number, number[]>();
          for (const r of rows) map.set(r.parent, [...(map.get(r.parent) ?? []), r.child]);
          return map;
        },
      },
    },
    sorts: { id: quizRankings.id },
  };
}

export function quizUserAttemptResource(): ResourceDefinition {
  return {
    type: 'quiz_user_attempts',
    table: quizUserAttempts,
    idColumn: quizUserAttempts.id,
    attributes: {
      points: quizUserAttempts.points,
      total_answers_time: quizUserAttempts.totalAnswersTime,
      correct_answers_time: quizUserAttempts.correctAnswersTime,
      finished_at: quizUserAttempts.finishedAt,
      is_banned: quizUserAttempts.isBanned,
    },
    keys: { user: quizUserAttempts.userId, quiz: quizUserAttempts.quizId },
    relationships: {
      user: { kind: 'one', type: 'users', key: 'user' },
      quiz: { kind: 'one', type: 'quizzes', key: 'quiz' },
    },
    filters: {
      quiz_id: columnFilter(quizUserAttempts.quizId, 'int'),
      is_banned: columnFilter(quizUserAttempts.isBanned, 'bool'),
      finished_at: columnFilter(quizUserAttempts.finishedAt, 'time'),
      total_answers_time: columnFilter(quizUserAttempts.totalAnswersTime, 'text'),
    },
    sorts: {
      points: quizUserAttempts.points,
      total_answers_time: quizUserAttempts.totalAnswersTime,
      finished_at: quizUserAttempts.finishedAt,
      correct_answers_time: quizUserAttempts.correctAnswersTime,
      id: quizUserAttempts.id,
    },
    defaultSort: ['-points', 'total_answers_time'],
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
