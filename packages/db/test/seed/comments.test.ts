import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import type { Database } from '../../src/connection';
import { DEMO_FANS, seedDemo } from '../../src/seed';
import { HIDDEN_COMMENT_BODY } from '../../src/seed/comments';
import { demoImagesDir, testDatabase } from '../../src/testing';

interface CommentRow {
  id: number;
  resource_type: string;
  resource_id: number;
  body: string;
  hidden: boolean;
  created_at: Date | string;
  sub: string;
  article_public: boolean | null;
  match_status: string | null;
}

const NOW = new Date('2026-11-22T12:00:00Z');
const origins = {
  soccer: 'http://localhost:3000',
  academy: 'http://akademia.localhost:3000',
  athletics: 'http://athletics.localhost:3000',
  business: 'http://biznes.localhost:3000',
};

async function seededComments(database: Database): Promise<CommentRow[]> {
  return database.query<CommentRow>(sql`
    select c.id, c.resource_type, c.resource_id, c.body, c.hidden, c.created_at, u.sub,
      (select not a.draft and not a.signed_in_only from articles a
        where c.resource_type = 'article' and a.id = c.resource_id) as article_public,
      (select m.status from matches m where c.resource_type = 'match' and m.id = c.resource_id)
        as match_status
    from comments c join users u on u.id = c.user_id
    order by c.id`);
}

describe("seed: fans' comments (issue 17 item 3)", () => {
  let database: Database;
  let imagesDir: string;
  let rows: CommentRow[];
  beforeAll(async () => {
    imagesDir = await demoImagesDir('trybuna-seed-comments-');
    database = await testDatabase();
    await database.migrate();
    await seedDemo(database, { club, origins, imagesDir, now: NOW });
    rows = await seededComments(database);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(imagesDir, { recursive: true, force: true });
  });

  it('comments on at least three published public articles, by the demo fans', () => {
    const onArticles = rows.filter((r) => r.resource_type === 'article');
    expect(onArticles.every((r) => r.article_public === true)).toBe(true);
    const shownArticles = new Set(onArticles.filter((r) => !r.hidden).map((r) => r.resource_id));
    expect(shownArticles.size).toBeGreaterThanOrEqual(3);
    const fans = new Set<string>(DEMO_FANS.map((f) => f.sub));
    expect(rows.every((r) => fans.has(r.sub))).toBe(true);
    expect(new Set(rows.map((r) => r.sub)).size).toBe(DEMO_FANS.length);
  });

  it('5–8 comments in the live match centre', () => {
    const onMatch = rows.filter((r) => r.resource_type === 'match');
    expect(onMatch.every((r) => r.match_status === 'live')).toBe(true);
    expect(onMatch.length).toBeGreaterThanOrEqual(5);
    expect(onMatch.length).toBeLessThanOrEqual(8);
  });

  it('exactly one hidden comment, on an article', () => {
    const hidden = rows.filter((r) => r.hidden);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({ resource_type: 'article', body: HIDDEN_COMMENT_BODY });
  });

  it('plain text, 1–1000 characters, dated over the last days before "now"', () => {
    const times = rows.map((r) => new Date(r.created_at).getTime());
    for (const [i, row] of rows.entries()) {
      expect(row.body.trim()).toBe(row.body);
      expect(row.body.length).toBeGreaterThan(0);
      expect(row.body.length).toBeLessThanOrEqual(1000);
      expect(row.body).not.toMatch(/[<>]/);
      const time = times[i] ?? 0;
      expect(time).toBeLessThan(NOW.getTime());
      expect(time).toBeGreaterThan(NOW.getTime() - 7 * 24 * 3_600_000);
    }
    const days = new Set(times.map((t) => Math.floor(t / (24 * 3_600_000))));
    expect(days.size).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic: a second seed writes the same comments', async () => {
    const again = await testDatabase();
    const dir = await demoImagesDir('trybuna-seed-comments-2-');
    try {
      await again.migrate();
      await seedDemo(again, { club, origins, imagesDir: dir, now: NOW });
      const strip = (list: CommentRow[]) =>
        list.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
      expect(strip(await seededComments(again))).toEqual(strip(rows));
    } finally {
      await again.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
