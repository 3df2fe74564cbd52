import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ENDPOINTS } from '../../src/resources';
import { testApi } from '../support/app';

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
}
interface Doc {
  data: Resource[];
  included?: Resource[];
  meta: { pagination: { current: number; last: number; next: number | null; records: number } };
}

describe('JSON:API reads', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApi();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const ids = async (url: string) => (await get(url)).json<Doc>().data.map((r) => r.id);

  it.each(PUBLIC_ENDPOINTS)('GET /api/v3/%s answers a list with pagination meta', async (type) => {
    const response = await get(`/api/v3/${type}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    const doc = response.json<Doc>();
    expect(Array.isArray(doc.data)).toBe(true);
    expect(doc.meta.pagination).toMatchObject({ current: 1, last: expect.any(Number) as number });
  });

  it.each([
    ['articles', '1'],
    ['matches', '1'],
    ['squads', '1'],
    ['squad_players', '1'],
    ['teams', '1'],
    ['competitions', '1'],
    ['competition_seasons', '1'],
    ['seasons', '1'],
    ['groups', '1'],
    ['statistics', '1'],
    ['surveys', '1'],
    ['tags', '1'],
  ])('GET /api/v3/%s/%s answers the resource', async (type, id) => {
    const response = await get(`/api/v3/${type}/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Resource }>().data).toMatchObject({ type, id });
  });

  it('/api/v2 is an alias of /api/v3', async () => {
    const v2 = await get('/api/v2/articles?page[size]=3');
    const v3 = await get('/api/v3/articles?page[size]=3');
    expect(v2.statusCode).toBe(200);
    expect(v2.json()).toEqual(v3.json());
  });

  it('articles default to newest first, Polish only', async () => {
    expect(await ids('/api/v3/articles?filter[type_eq]=News')).toEqual(['4', '3', '2', '1']);
  });

  it("the spec's article type is article_type; filters take it and the spec's type", async () => {
    const article = (await get('/api/v3/articles/1')).json<{ data: Resource }>().data;
    expect(article.attributes.article_type).toBe('News');
    expect(article.attributes).not.toHaveProperty('type');
    expect(await ids('/api/v3/articles?filter[article_type_eq]=News')).toEqual(
      await ids('/api/v3/articles?filter[type_eq]=News'),
    );
    expect(await ids('/api/v3/articles?filter[article_type_in]=StaticPage')).not.toContain('1');
  });

  it('a read by id is not narrowed by the language: an id names one article', async () => {
    const response = await get('/api/v3/articles/1', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.statusCode).toBe(200);
  });

  it('Accept-Language: en lists English articles', async () => {
    const doc = (
      await get('/api/v3/articles', { 'accept-language': 'en-US,en;q=0.9' })
    ).json<Doc>();
    expect(doc.data.map((r) => r.id)).toEqual(['5']);
  });

  describe('000 §7.1 filter rules', () => {
    it('eq', async () => {
      expect(await ids('/api/v3/articles?filter[publication_category_id_eq]=39')).toEqual(['4']);
    });
    it('not_eq', async () => {
      expect(await ids('/api/v3/matches?filter[status_not_eq]=ended')).toEqual(['2', '3']);
    });
    it('in', async () => {
      expect(await ids('/api/v3/articles?filter[kind_in]=photo,video')).toEqual(['4', '2']);
    });
    it('not_null', async () => {
      expect(
        await ids(
          '/api/v3/articles?filter[publication_category_id_not_null]=true&filter[type_eq]=News',
        ),
      ).toEqual(['4', '3', '2', '1']);
      expect(await ids('/api/v3/articles?filter[publication_category_id_not_null]=false')).toEqual([
        '6',
      ]);
    });
    it('matches_any', async () => {
      expect(await ids('/api/v3/teams?filter[club_name_matches_any]=sokół')).toEqual(['1']);
    });
    it('tags_slug_eq', async () => {
      expect(await ids('/api/v3/articles?filter[tags_slug_eq]=a-u19')).toEqual(['2']);
    });
    it('signed_in_only_eq', async () => {
      expect(await ids('/api/v3/articles?filter[signed_in_only_eq]=true')).toEqual(['3']);
    });
    it('page_type_slug_eq finds a static page', async () => {
      expect(await ids('/api/v3/articles?filter[page_type_slug_eq]=o-klubie')).toEqual(['6']);
    });
    it('an empty filter value is ignored (000 §5)', async () => {
      expect((await ids('/api/v3/articles?filter[kind_eq]=')).length).toBe(5);
    });
    it('the ticket belt query of 001 §7', async () => {
      const url =
        '/api/v3/matches?filter[status_not_eq]=ended&filter[ticket_counter_show_counter_eq]=true&include=home_squad,home_squad.club_image,away_squad,away_squad.club_image,venue&page[size]=3&page[number]=1';
      const doc = (await get(url)).json<Doc>();
      expect(doc.data.map((r) => r.id)).toEqual(['3']);
      expect(doc.data[0]?.attributes.ticket_counter).toEqual({
        sold: 10,
        pool: 100,
        external_url: null,
      });
      expect(doc.included?.map((r) => `${r.type}:${r.id}`).sort()).toEqual([
        'images:2',
        'squads:1',
        'squads:2',
      ]);
    });
  });

  it('query= searches title and body with Polish letters folded', async () => {
    expect(await ids('/api/v3/articles?query=zwyciestwo%20LODZI')).toEqual(['1']);
    expect(await ids('/api/v3/articles?query=nic-takiego')).toEqual([]);
  });

  it('pages: size, number, current / last / next', async () => {
    const first = (await get('/api/v3/articles?page[size]=2')).json<Doc>();
    expect(first.meta.pagination).toEqual({ current: 1, last: 3, next: 2, records: 5 });
    const last = (await get('/api/v3/articles?page[size]=2&page[number]=3')).json<Doc>();
    expect(last.meta.pagination).toEqual({ current: 3, last: 3, next: null, records: 5 });
    expect(last.data).toHaveLength(1);
  });

  it('sort: comma list, - descending', async () => {
    expect(await ids('/api/v3/teams?sort=-is_main,name')).toEqual(['1', '2']);
    expect(await ids('/api/v3/articles?sort=title&filter[type_eq]=News')).toEqual([
      '4',
      '2',
      '3',
      '1',
    ]);
  });

  it('fields[type] keeps only the named fields', async () => {
    const response = await get('/api/v3/articles/1?fields[articles]=likes_count');
    expect(response.json()).toEqual({
      data: { type: 'articles', id: '1', attributes: { likes_count: 0 } },
    });
  });

  it('include with dotted paths resolves relationships into included', async () => {
    const doc = (await get('/api/v3/squads/1?include=squad_players.image,team,club_image')).json<{
      data: Resource;
      included: Resource[];
    }>();
    expect(doc.data.relationships?.squad_players?.data).toEqual([
      { type: 'squad_players', id: '1' },
      { type: 'squad_players', id: '2' },
      { type: 'squad_players', id: '3' },
    ]);
    expect(doc.included.map((r) => `${r.type}:${r.id}`).sort()).toEqual(
      ['images:2', 'squad_players:1', 'squad_players:2', 'squad_players:3', 'teams:1'].sort(),
    );
  });

  it('a polymorphic survey answer resource resolves to a player or a club', async () => {
    const doc = (await get('/api/v3/surveys/1?include=answers.resource')).json<{
      included: Resource[];
    }>();
    expect(doc.included.map((r) => `${r.type}:${r.id}`).sort()).toEqual(
      ['clubs:2', 'squad_players:1', 'survey_answers:1', 'survey_answers:2'].sort(),
    );
  });

  it('the squad module query of 001 §7', async () => {
    expect(
      await ids(
        '/api/v3/squad_players?filter[squad_id_eq]=1&filter[status_eq]=active&include=image',
      ),
    ).toEqual(['1', '2']);
  });

  describe('members-only content (000 §6)', () => {
    it('anonymous callers get no body and no non-gallery components, and are told it is gated', async () => {
      const doc = (await get('/api/v3/articles/3?include=components')).json<{
        data: Resource;
        included?: Resource[];
      }>();
      expect(doc.data.attributes).toMatchObject({
        signed_in_only: true,
        content_gated: true,
        body: null,
      });
      // Its only component is a text module: withheld (galleries alone are previewed).
      expect(doc.data.relationships?.components).toEqual({ data: [] });
      expect(doc.included).toBeUndefined();
      expect(JSON.stringify(doc)).not.toContain('Tajemnica');
    });

    it('anonymous statistics are limited', async () => {
      const doc = (await get('/api/v3/statistics/1')).json<{ data: Resource }>();
      expect(doc.data.attributes).toMatchObject({
        full: false,
        values: { goals: 7, matches_played: 10, minutes_played: 800 },
      });
      expect(doc.data.attributes.values).not.toHaveProperty('shots');
    });
  });

  describe('bad input: 4xx JSON:API errors, never a 500', () => {
    it.each([
      ['/api/v3/articles?filter[nope_eq]=1', 400, 'filter[nope_eq]'],
      ['/api/v3/articles?filter[kind_between]=1', 400, 'filter[kind_between]'],
      [
        '/api/v3/articles?filter[publication_category_id_eq]=abc',
        400,
        'filter[publication_category_id_eq]',
      ],
      ['/api/v3/articles?filter[signed_in_only_eq]=maybe', 400, 'filter[signed_in_only_eq]'],
      [
        '/api/v3/articles?filter[publication_time_eq]=yesterday',
        400,
        'filter[publication_time_eq]',
      ],
      ['/api/v3/articles?include=nope', 400, 'include'],
      ['/api/v3/articles?include=tags.nope', 400, 'include'],
      ['/api/v3/articles?sort=nope', 400, 'sort'],
      ['/api/v3/articles?fields[articles]=nope', 400, 'fields[articles]'],
      ['/api/v3/articles?fields[nope]=x', 400, 'fields[nope]'],
      ['/api/v3/articles?page[size]=51', 400, 'page[size]'],
      ['/api/v3/articles?page[size]=0', 400, 'page[size]'],
      ['/api/v3/articles?page[number]=-1', 400, 'page[number]'],
      ['/api/v3/articles?page[foo]=1', 400, 'page[foo]'],
    ])('%s → %i naming %s', async (url, status, parameter) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({
        errors: [{ status: String(status), source: { parameter } }],
      });
    });

    it.each([
      '/api/v3/articles/999',
      '/api/v3/articles/abc',
      '/api/v3/nothing',
      '/api/v3/users',
      '/api/v3/nothing/1',
    ])('%s → 404', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [{ status: '404', title: 'Not Found' }] });
    });
  });
});
