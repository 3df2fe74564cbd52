import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuery } from '@trybuna/api-client';
import { articles, articleTags, publicationCategories } from '@trybuna/db/schema';
import { newsListFilter, parseNewsPath } from '@trybuna/domain';
import { testApiWithDatabase } from '../support/app';

/**
 * 000 §2.4, §2.6, §3: the site's news lists, their search and their tag pages ask for news and
 * events (`newsListFilter`), so an `Event` article appears in its kind's list (`/wydarzenia`),
 * in 'all' lists, in search results and on tag pages, and a static page never does.
 */
describe('news lists read news and events (issue 29 item 1)', () => {
  let app: FastifyInstance;
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));

  beforeAll(async () => {
    ({ app } = await testApiWithDatabase({}, async ({ db }) => {
      await db.insert(publicationCategories).values({ id: 298, name: 'athletics', slug: 'x' });
      await db.insert(articles).values([
        {
          id: 20,
          type: 'Event',
          kind: 'event',
          slug: 'mityng-na-stadionie',
          title: 'Mityng na stadionie',
          body: '<p>Zapraszamy na mityng</p>',
          shareUrl: 'x',
          publicationTime: day(10),
          publicationCategoryId: 298,
        },
        {
          id: 21,
          slug: 'wyniki-biegu',
          title: 'Wyniki biegu',
          shareUrl: 'x',
          publicationTime: day(11),
          publicationCategoryId: 298,
        },
        {
          id: 22,
          type: 'StaticPage',
          kind: 'event',
          slug: 'regulamin-mityngu',
          title: 'Regulamin mityngu',
          shareUrl: 'x',
          publicationTime: day(12),
          publicationCategoryId: 298,
        },
        {
          id: 23,
          type: 'Event',
          kind: 'event',
          slug: 'piknik-kibicow',
          title: 'Piknik kibiców',
          shareUrl: 'x',
          publicationTime: day(13),
          publicationCategoryId: 1,
        },
      ]);
      await db.insert(articleTags).values([{ articleId: 20, tagId: 1 }]);
    }));
  });
  afterAll(() => app.close());

  /** The ids the site's list at `path` shows (its first page), optionally searched. */
  async function listed(path: string, query?: string): Promise<string[]> {
    const parsed = parseNewsPath(path, 'sokol');
    if (!parsed) throw new Error(`${path} is not a list`);
    const search = buildQuery({
      filter: newsListFilter(parsed),
      sort: ['-publication_time'],
      page: { number: 1, size: 14 },
      ...(query ? { query } : {}),
    });
    const response = await app.inject({ url: `/api/v3/articles?${search}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: string }[] }>().data.map((a) => a.id);
  }

  it('an events list shows the events of its category', async () => {
    expect(await listed('/aktualnosci-athletics/wydarzenia')).toEqual(['20']);
    expect(await listed('/aktualnosci/wszystkie/wydarzenia')).toEqual(['23']);
  });

  it('an all-kinds list shows news and events, not static pages', async () => {
    expect(await listed('/aktualnosci-athletics')).toEqual(['21', '20']);
    expect(await listed('/aktualnosci-athletics/artykuly')).toEqual(['21']);
  });

  it('search and tag pages find events too', async () => {
    expect(await listed('/aktualnosci-athletics', 'mityng')).toEqual(['20']);
    expect(await listed('/aktualnosci-athletics/liga')).toEqual(['20']);
    expect(await listed('/aktualnosci/pilkarskie', 'piknik')).toEqual(['23']);
  });

  it("an unknown category slug ('0') lists every soccer-app category", async () => {
    expect(await listed('/aktualnosci/nieznana/wydarzenia')).toEqual(['23']);
    expect(await listed('/aktualnosci/nieznana')).toContain('4');
  });
});
