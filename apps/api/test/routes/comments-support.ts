import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '@trybuna/db';
import { articles, comments, users } from '@trybuna/db/schema';
import type { ApiOptions } from '../../src/app';
import { testApiWithDatabase } from '../support/app';
import { tokenKit, type TokenKit } from '../support/user-tokens';

/** Two fans with comments (their tokens' `sub` and `nickname` are these). */
export const ANNA = { id: 901, sub: 'fan-anna', nickname: 'AnnaZTrybuny' } as const;
export const BARTEK = { id: 902, sub: 'fan-bartek', nickname: 'Bartek1926' } as const;

/** Fixture articles (support/fixtures.ts): 1 public, 3 members-only; 70 a draft added here. */
export const PUBLIC_ARTICLE = 1;
export const MEMBERS_ARTICLE = 3;
export const DRAFT_ARTICLE = 70;
/** The fixtures' live match. */
export const LIVE_MATCH = 2;

/** Twelve shown comments on article 1 (ids 1001…1012, oldest first), and a hidden newest one. */
export const ARTICLE_COMMENTS = Array.from({ length: 12 }, (_, i) => 1001 + i);
export const HIDDEN_COMMENT = 1013;
export const MEMBERS_COMMENT = 1020;
export const MATCH_COMMENT = 1030;
export const DRAFT_COMMENT = 1040;

const base = Date.UTC(2026, 10, 20, 12);
const at = (minutes: number) => new Date(base + minutes * 60_000);

async function commentFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(users).values([
    { id: ANNA.id, sub: ANNA.sub, nickname: ANNA.nickname, avatarUrl: 'https://sso.test/a.png' },
    { id: BARTEK.id, sub: BARTEK.sub, nickname: BARTEK.nickname },
  ]);
  await db.insert(articles).values({
    id: DRAFT_ARTICLE,
    slug: 'szkic',
    title: 'Szkic',
    shareUrl: 'x',
    publicationTime: at(0),
    publicationCategoryId: 1,
    draft: true,
  });
  await db.insert(comments).values([
    ...ARTICLE_COMMENTS.map((id, i) => ({
      id,
      resourceType: 'article',
      resourceId: PUBLIC_ARTICLE,
      userId: i % 2 === 0 ? ANNA.id : BARTEK.id,
      body: `Komentarz ${String(i + 1)}`,
      createdAt: at(i),
    })),
    {
      id: HIDDEN_COMMENT,
      resourceType: 'article',
      resourceId: PUBLIC_ARTICLE,
      userId: ANNA.id,
      body: 'Ukryty przez moderatora',
      hidden: true,
      createdAt: at(100),
    },
    {
      id: MEMBERS_COMMENT,
      resourceType: 'article',
      resourceId: MEMBERS_ARTICLE,
      userId: BARTEK.id,
      body: 'Dla kibiców',
      createdAt: at(5),
    },
    {
      id: MATCH_COMMENT,
      resourceType: 'match',
      resourceId: LIVE_MATCH,
      userId: ANNA.id,
      body: 'Gramy!',
      createdAt: at(6),
    },
    {
      id: DRAFT_COMMENT,
      resourceType: 'article',
      resourceId: DRAFT_ARTICLE,
      userId: ANNA.id,
      body: 'Na szkicu',
      createdAt: at(7),
    },
  ]);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('comments', 'id'), (select max(id) from comments))`,
  );
}

/** A test API with the comments above, verifying tokens of a fresh kit. */
export async function commentApi(
  options: Partial<ApiOptions> = {},
): Promise<{ app: FastifyInstance; database: Database; kit: TokenKit }> {
  const kit = await tokenKit();
  const built = await testApiWithDatabase(
    { userTokens: kit.userTokens, commentsPerMinute: 10_000, ...options },
    commentFixtures,
  );
  return { ...built, kit };
}

/** The list URL the site reads (001 §7). */
export function listUrl(type: 'article' | 'match', id: number, page = 1, size = 10): string {
  return `/api/v3/comments?filter[resource_type_eq]=${type}&filter[resource_id_eq]=${String(id)}&sort=-created_at&page[size]=${String(size)}&page[number]=${String(page)}&include=user`;
}

/** A `POST comments` body. */
export function commentBody(body: unknown, type = 'article', id = '1') {
  return {
    data: {
      type: 'comment',
      attributes: { body },
      relationships: { resource: { data: { type, id } } },
    },
  };
}

/** Sends `method url` with `token` (none when undefined) and a JSON value or raw text. */
export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  token?: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
      ...(token === undefined ? {} : { 'user-authorization': `Bearer ${token}` }),
    },
    ...(body === undefined
      ? {}
      : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** How many comments the database holds on `type/id` (hidden ones too). */
export async function storedComments(database: Database, type: string, id: number) {
  const rows = await database.query<{ n: number }>(
    sql`select count(*)::int as n from comments where resource_type = ${type} and resource_id = ${id}`,
  );
  return Number(rows[0]?.n);
}
