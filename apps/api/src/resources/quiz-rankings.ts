import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { quizRankings, quizUserAttempts } from '@trybuna/db/schema';
import { QUIZ_RANKING_PAGE_SIZE, QUIZ_RANKING_SORT_FIELDS } from '@trybuna/domain';
import { columnFilter } from '../jsonapi/filters';
import type { ManyLoader, ResourceDefinition } from '../jsonapi/resource';
import { KEY_PREFIX } from '../jsonapi/select';
import type { DefinitionOptions } from './content';
import { outer } from './support';

/**
 * Quiz rankings (001 §3, §7): a published ranking's attempts are for signed-in fans only; the
 * list is `GET quiz_rankings/{id}/quiz_user_attempts` (`routes/quizzes/rankings.ts`), a quiz's
 * `quiz_ranking.quiz_user_attempts` include its first page. Banned, unfinished and zero-time
 * attempts are never listed.
 */

/** An attempt has a place in a ranking (001 §7 filters, `isRankedAttempt`): SQL of alias `a`. */
const rankedAlias = (alias: string): SQL =>
  sql.raw(
    `(not ${alias}.is_banned and ${alias}.finished_at is not null and ${alias}.total_answers_time <> 0)`,
  );

/** The same of the `quiz_user_attempts` row being read. */
const rankedAttempt = (): SQL =>
  sql`(not ${quizUserAttempts.isBanned} and ${quizUserAttempts.finishedAt} is not null and ${quizUserAttempts.totalAnswersTime} <> 0)`;

/** A ranking is published once `published_at` is set and not in the future. */
const publishedRanking = (alias: string): SQL =>
  sql.raw(`(${alias}.published_at is not null and ${alias}.published_at <= now())`);

/** 001 §7 ranking order (`compareQuizAttempts`), the id last, of alias `a`. */
const rankingOrder = (alias: string): SQL =>
  sql.raw(
    [
      ...QUIZ_RANKING_SORT_FIELDS.map((field) =>
        field.startsWith('-') ? `${alias}.${field.slice(1)} desc` : `${alias}.${field}`,
      ),
      `${alias}.id`,
    ].join(', '),
  );

export function quizRankingResource({ db }: DefinitionOptions): ResourceDefinition {
  /** A published ranking's first page (signed-in callers only), in the 001 §7 order. */
  const firstPage: ManyLoader = async (rankingIds, ctx) => {
    if (!ctx.user || rankingIds.length === 0) return new Map();
    const rows = await db
      .select({
        parent: quizRankings.id,
        child: sql<number>`top.id`.mapWith(Number),
      })
      .from(quizRankings)
      .innerJoin(
        sql`lateral (select a.id from quiz_user_attempts a where a.quiz_id = ${quizRankings.quizId} and ${rankedAlias('a')} order by ${rankingOrder('a')} limit ${QUIZ_RANKING_PAGE_SIZE}) top`,
        sql`true`,
      )
      .where(and(inArray(quizRankings.id, rankingIds), publishedRanking('quiz_rankings')));
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(r.parent, [...(map.get(r.parent) ?? []), r.child]);
    return map;
  };
  return {
    type: 'quiz_rankings',
    table: quizRankings,
    idColumn: quizRankings.id,
    attributes: { name: quizRankings.name, published_at: quizRankings.publishedAt },
    keys: { quiz: quizRankings.quizId },
    relationships: {
      quiz: { kind: 'one', type: 'quizzes', key: 'quiz' },
      quiz_user_attempts: { kind: 'many', type: 'quiz_user_attempts', load: firstPage },
    },
    sorts: { id: quizRankings.id },
  };
}

/** 1-based place of the attempt being read among its quiz's ranked attempts (null if unranked). */
const positionOf = (): SQL.Aliased<number | null> =>
  sql<
    number | null
  >`(case when ${rankedAttempt()} then (select count(*) + 1 from quiz_user_attempts b where b.quiz_id = ${outer(quizUserAttempts.quizId)} and ${rankedAlias('b')} and (-b.points, b.total_answers_time, b.finished_at, b.correct_answers_time, b.id) < (-${outer(quizUserAttempts.points)}, ${outer(quizUserAttempts.totalAnswersTime)}, ${outer(quizUserAttempts.finishedAt)}, ${outer(quizUserAttempts.correctAnswersTime)}, ${outer(quizUserAttempts.id)})) end)`
    .mapWith((value: unknown) => (value === null ? null : Number(value)))
    .as('position');

/**
 * A ranking row (001 §3 "Ranking attempt"): signed-in callers only, and only ranked attempts
 * of a published ranking, or the caller's own. `own` is set per caller; the list is
 * `GET quiz_rankings/{id}/quiz_user_attempts` (`routes/quizzes/rankings.ts`), whose `scope`
 * keeps the ranked attempts only.
 */
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
      position: positionOf(),
      own: sql<boolean>`false`.as('own'),
    },
    keys: { user: quizUserAttempts.userId, quiz: quizUserAttempts.quizId },
    relationships: {
      user: { kind: 'one', type: 'users', key: 'user' },
      quiz: { kind: 'one', type: 'quizzes', key: 'quiz' },
    },
    filters: { quiz_id: columnFilter(quizUserAttempts.quizId, 'int', ['eq']) },
    sorts: {
      points: quizUserAttempts.points,
      total_answers_time: quizUserAttempts.totalAnswersTime,
      finished_at: quizUserAttempts.finishedAt,
      correct_answers_time: quizUserAttempts.correctAnswersTime,
      id: quizUserAttempts.id,
    },
    defaultSort: [...QUIZ_RANKING_SORT_FIELDS],
    scope: () => rankedAttempt(),
    visible: (ctx) =>
      ctx.user
        ? sql`(${quizUserAttempts.userId} = ${ctx.user.id} or (${rankedAttempt()} and exists (select 1 from quiz_rankings r where r.quiz_id = ${outer(quizUserAttempts.quizId)} and ${publishedRanking('r')})))`
        : sql`false`,
    present: (resource, row, ctx) => ({
      ...resource,
      attributes: {
        ...resource.attributes,
        own: ctx.user !== null && row[`${KEY_PREFIX}user`] === ctx.user.id,
      },
    }),
  };
}
