import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';

/** A survey answer with what a vote for it needs to know about its survey. */
export interface VoteTarget {
  answerId: number;
  surveyId: number;
  /** The survey's `status` as stored (001 §3: 'ongoing' is open). */
  status: string;
}

export type VoteOutcome =
  | { status: 'created'; id: number; answersCount: number }
  /** The fan has already voted in this survey (the unique index on survey_id, user_id). */
  | { status: 'duplicate' }
  /** The answer is gone, or its survey's status is no longer the one checked. */
  | { status: 'changed' };

/** The answer `answerId` and its survey's id and status, or null when there is no such answer. */
export async function findVoteTarget(
  database: Database,
  answerId: number,
): Promise<VoteTarget | null> {
  const rows = await database.query<{ answer_id: number; survey_id: number; status: string }>(sql`
    select sa.id as answer_id, s.id as survey_id, s.status
    from survey_answers sa join surveys s on s.id = sa.survey_id
    where sa.id = ${answerId}
  `);
  const row = rows[0];
  return row ? { answerId: row.answer_id, surveyId: row.survey_id, status: row.status } : null;
}

/**
 * Records a fan's vote and bumps its answer's `answers_count` in one statement, so concurrent
 * votes never lose or double a count: the vote row is inserted only while the answer exists in
 * the survey `target` names and that survey still has the status the caller judged open
 * (`isSurveyOpen` decides, not SQL), and the unique index on (survey_id, user_id) lets one
 * vote per fan and survey in (`on conflict do nothing`: a concurrent second vote waits for the
 * first and then inserts nothing); the count is raised only from that insert.
 */
export async function addSurveyVote(
  database: Database,
  vote: { target: VoteTarget; userId: number },
): Promise<VoteOutcome> {
  const { target, userId } = vote;
  const rows = await database.query<{
    id: number | null;
    answers_count: number | null;
    found: boolean;
  }>(sql`
    with target as (
      select sa.id, sa.survey_id
      from survey_answers sa join surveys s on s.id = sa.survey_id
      where sa.id = ${target.answerId}
        and s.id = ${target.surveyId}
        and s.status = ${target.status}
    ), inserted as (
      insert into survey_user_answers (survey_id, answer_id, user_id)
      select survey_id, id, ${userId} from target
      on conflict (survey_id, user_id) do nothing
      returning id, answer_id
    ), counted as (
      update survey_answers set answers_count = answers_count + 1
      where id = (select answer_id from inserted)
      returning answers_count
    )
    select (select id from inserted) as id,
           (select answers_count from counted) as answers_count,
           exists (select 1 from target) as found
  `);
  const row = rows[0];
  if (!row?.found) return { status: 'changed' };
  if (row.id === null || row.answers_count === null) return { status: 'duplicate' };
  return { status: 'created', id: row.id, answersCount: row.answers_count };
}
