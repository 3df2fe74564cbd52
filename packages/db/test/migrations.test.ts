import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src';
import { testDatabase } from '../src/testing';
import { articles } from '../src/schema';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('are idempotent', async () => {
    await database.migrate();
    expect(await database.query(sql`select count(*)::int as n from articles`)).toEqual([{ n: 0 }]);
  });

  it('give articles a search vector with Polish letters folded', async () => {
    const [row] = await database.db
      .insert(articles)
      .values({
        slug: 'zwyciestwo-w-lodzi',
        title: 'Zwycięstwo w Łodzi',
        teaser: 'Żółta kartka i piękny gol',
        shareUrl: 'http://localhost:3000/aktualnosci/zwyciestwo-w-lodzi/1',
        publicationTime: new Date('2026-11-01T18:00:00Z'),
      })
      .returning({ id: articles.id });
    expect(row).toBeDefined();
    const match = async (query: string) =>
      (
        await database.query(
          sql`select id from articles where search @@ plainto_tsquery('simple', trybuna_unaccent(${query}))`,
        )
      ).length;
    expect(await match('zwyciestwo lodzi')).toBe(1);
    expect(await match('ZWYCIĘSTWO Łodzi')).toBe(1);
    expect(await match('zolta')).toBe(1);
    expect(await match('porażka')).toBe(0);
    await database.db.delete(articles).where(eq(articles.id, row?.id ?? 0));
  });
});
