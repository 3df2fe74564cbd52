import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Drizzle } from '@trybuna/db';
import { articles } from '@trybuna/db/schema';
import { PictureAccess } from '../../src/images/access';
import { testDatabase } from '../support/database';
import { insertFixtures } from '../support/fixtures';

/** The database with every `execute` counted (the access check's one query per picture). */
function counting(db: Drizzle): { db: Drizzle; queries: () => number } {
  let queries = 0;
  const proxy = new Proxy(db, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (name !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        queries += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, queries: () => queries };
}

describe('PictureAccess: which picture files a URL key may open', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    await database.migrate();
    await insertFixtures(database);
  });
  afterAll(() => database.close());

  const anyone = { scope: 'public', signedIn: false } as const;

  it('reads one picture’s uses in one query, then answers from memory', async () => {
    const { db, queries } = counting(database.db);
    const access = new PictureAccess(db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => access.allows('seed/photo-1.jpg', anyone)),
    );
    expect(answers.every(Boolean)).toBe(true);
    expect(await access.allows('seed/photo-1.jpg', anyone)).toBe(true);
    expect(queries()).toBe(1);
    expect(await access.allows('seed/crest-1.png', anyone)).toBe(true);
    expect(queries()).toBe(2);
  });

  it('keeps a bounded number of pictures, and forgets them all on clear', async () => {
    const { db, queries } = counting(database.db);
    const access = new PictureAccess(db, { maxPictures: 1 });
    await access.allows('seed/photo-1.jpg', anyone);
    await access.allows('seed/crest-1.png', anyone);
    await access.allows('seed/photo-1.jpg', anyone);
    expect(queries()).toBe(3);
    access.clear();
    await access.allows('seed/photo-1.jpg', anyone);
    expect(queries()).toBe(4);
  });

  it('follows content once its kept answer is gone: a cover made a draft closes it', async () => {
    const access = new PictureAccess(database.db, { ttlMs: 1, unusedTtlMs: 1 });
    expect(await access.allows('seed/photo-1.jpg', anyone)).toBe(true);
    // Fixture picture 1 is the cover of articles 1 and 2 and a hero and gallery of public content.
    await database.db.update(articles).set({ draft: true });
    await database.db.execute(`update components set page_id = null, article_id = 1`);
    access.clear();
    expect(await access.allows('seed/photo-1.jpg', anyone)).toBe(false);
    expect(await access.allows('seed/photo-1.jpg', { scope: 'members', signedIn: true })).toBe(
      false,
    );
    expect(await access.allows('seed/photo-1.jpg', { scope: 'preview', signedIn: false })).toBe(
      true,
    );
  });
});
