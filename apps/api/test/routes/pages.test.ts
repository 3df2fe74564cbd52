import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../support/app';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}

describe('current_page and standings', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi();
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('current_page?kind=main_page&slug=home returns the page with components in index order', async () => {
    const response = await get(
      '/api/v3/current_page?kind=main_page&slug=home&include=components.articles.image,components.image',
    );
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ data: Resource; included: Resource[] }>();
    expect(doc.data).toMatchObject({ type: 'pages', attributes: { slug: 'home' } });
    expect(doc.data.relationships?.components?.data).toEqual([
      { type: 'components', id: '2' },
      { type: 'components', id: '3' },
      { type: 'components', id: '1' },
    ]);
    const news = doc.included.find((r) => r.type === 'components' && r.id === '1');
    expect(news?.attributes).toMatchObject({
      kind: 'news',
      layout: 'REGULAR',
      title: 'Aktualności',
      index: 2,
    });
    expect(news?.relationships?.articles?.data).toEqual([
      { type: 'articles', id: '2' },
      { type: 'articles', id: '1' },
    ]);
    expect(doc.included.some((r) => r.type === 'images' && r.id === '1')).toBe(true);
  });

  it('an unknown page → 404; a missing slug → 400', async () => {
    expect((await get('/api/v3/current_page?kind=main_page&slug=nie-ma')).statusCode).toBe(404);
    const missing = await get('/api/v3/current_page?kind=main_page');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: [{ source: { parameter: 'slug' } }] });
  });

  it('current_page/{pageId}/components/{id} reads one component (likes count, 000 §7.3)', async () => {
    const response = await get(
      '/api/v3/current_page/1/components/2?fields[components]=likes_count',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { type: 'components', id: '2', attributes: { likes_count: 0 } },
    });
    expect((await get('/api/v3/current_page/9/components/2')).statusCode).toBe(404);
  });

  it('groups/{id}/standings lists the table in position order with clubs', async () => {
    const response = await get('/api/v3/groups/1/standings?include=club');
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ data: Resource[]; included: Resource[] }>();
    expect(doc.data.map((r) => r.attributes.position)).toEqual([1, 2]);
    expect(doc.data[0]?.attributes).toMatchObject({ points: 6, goals: '4:1', form: 'WW' });
    expect(doc.included.map((r) => r.id).sort()).toEqual(['1', '2']);
    expect((await get('/api/v3/groups/99/standings')).statusCode).toBe(404);
  });

  it.each([
    '/api/v3/current_user',
    '/api/v3/quiz_questions/next_question?quiz_id=1',
    '/api/v3/quiz_rankings/1/quiz_user_attempts',
  ])('%s answers 401 to anonymous callers', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errors: [{ status: '401', title: 'Unauthorized' }] });
  });

  it('Authorization: {key} is enforced only when API_KEY is set', async () => {
    const locked = await testApi({ apiKey: 'secret-key' });
    try {
      expect((await locked.inject({ url: '/api/v3/tags' })).statusCode).toBe(401);
      expect(
        (await locked.inject({ url: '/api/v3/tags', headers: { authorization: 'wrong' } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await locked.inject({ url: '/api/v3/tags', headers: { authorization: 'secret-key' } }))
          .statusCode,
      ).toBe(200);
      expect((await locked.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await locked.close();
    }
  });
});
