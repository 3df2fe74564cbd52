import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, parentKey, time } from './columns';
import { images } from './media';

/** Fans known to the content API (mirrored from the sso's token claims on first use). */
export const users = pgTable('users', {
  id: id(),
  /** The sso's subject (`fan_sub`). */
  sub: text('sub').notNull().unique(),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url'),
});

export const surveys = pgTable('surveys', {
  id: id(),
  question: text('question').notNull(),
  imageId: integer('image_id').references(() => images.id),
  /** player, club or text (001 §3). */
  answersType: text('answers_type').notNull().default('text'),
  /** 'ongoing' open, anything else finished. */
  status: text('status').notNull().default('ongoing'),
});

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: id(),
    surveyId: parentKey('survey_id', () => surveys.id),
    content: text('content').notNull(),
    imageId: integer('image_id').references(() => images.id),
    /** The answer's subject for player/club surveys: 'squad_players' or 'clubs'. */
    resourceType: text('resource_type'),
    resourceId: integer('resource_id'),
    answersCount: integer('answers_count').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('survey_answers_survey_idx').on(t.surveyId, t.position)],
);

/** One vote per user per survey. */
export const surveyUserAnswers = pgTable(
  'survey_user_answers',
  {
    id: id(),
    surveyId: parentKey('survey_id', () => surveys.id),
    answerId: parentKey('answer_id', () => surveyAnswers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_user_answers_once_idx').on(t.surveyId, t.userId)],
);

export const quizzes = pgTable('quizzes', {
  id: id(),
  name: text('name').notNull(),
  imageId: integer('image_id').references(() => images.id),
  endTime: time('end_time').notNull(),
  numberOfAttemptQuestions: integer('number_of_attempt_questions').notNull(),
  secondsForAnswer: integer('seconds_for_answer').notNull(),
  prize: jsonb('prize').$type<{ name?: string; value?: number; currency?: string }>(),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    quizId: parentKey('quiz_id', () => quizzes.id),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    imageId: integer('image_id').references(() => images.id),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.position)],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: id(),
    questionId: parentKey('question_id', () => quizQuestions.id),
    content: text('content').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('quiz_answers_question_idx').on(t.questionId, t.position)],
);

export const quizRankings = pgTable('quiz_rankings', {
  id: id(),
  quizId: integer('quiz_id')
    .notNull()
    .unique()
    .references(() => quizzes.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default('Quiz Ranking'),
  publishedAt: time('published_at'),
});

/** One user's run through a quiz: its score makes the ranking row (001 §3). */
export const quizUserAttempts = pgTable(
  'quiz_user_attempts',
  {
    id: id(),
    quizId: parentKey('quiz_id', () => quizzes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull().default(0),
    totalAnswersTime: numeric('total_answers_time', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    correctAnswersTime: numeric('correct_answers_time', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    finishedAt: time('finished_at'),
    isBanned: boolean('is_banned').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quiz_user_attempts_once_idx').on(t.quizId, t.userId),
    index('quiz_user_attempts_ranking_idx').on(t.quizId, t.points.desc(), t.totalAnswersTime),
  ],
);

export const quizUserAnswers = pgTable(
  'quiz_user_answers',
  {
    id: id(),
    attemptId: parentKey('attempt_id', () => quizUserAttempts.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id),
    /** Null when the time ran out. */
    answerId: integer('answer_id').references(() => quizAnswers.id),
    /** Seconds left on the clock when answered (001 §3), as the server accepted it. */
    answerTime: numeric('answer_time', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** When the server served the question: its clock, not the fan's, times the answer. */
    servedAt: time('served_at').notNull().defaultNow(),
    /** Null while the question is served and not yet answered (one answer per question). */
    answeredAt: time('answered_at'),
    isCorrect: boolean('is_correct').notNull().default(false),
    /** Points the server gave this answer (the client never sends points). */
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quiz_user_answers_once_idx').on(t.attemptId, t.questionId)],
);

/** Comments on a resource (001 §7: attributes not shown; we keep body and author). */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    /** Hidden by an editor (moderation): never shown to anyone, counted nowhere. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('comments_resource_idx').on(t.resourceType, t.resourceId, t.createdAt.desc())],
);

/** Contact, volunteer and job form submissions (001 §3); attachments kept in the row. */
export const contactFormSubmissions = pgTable(
  'contact_form_submissions',
  {
    id: id(),
    form: text('form').notNull().default('volunteer'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    aboutYou: text('about_you'),
    consent: boolean('consent').notNull(),
    fileName: text('file_name'),
    /** The type recognised from the file's content (magic bytes), never from its name. */
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    fileData: bytea('file_data'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_form_submissions_form_idx').on(t.form, t.createdAt.desc())],
);
