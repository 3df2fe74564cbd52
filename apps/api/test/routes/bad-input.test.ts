import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_INCLUDES, PAGE_INCLUDES } from '@trybuna/api-client';
import { testApi } from '../support/app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApi({ allowedOrigins: ['http://localhost:3000'] });
});
afterAll(() => app.close());

interface ErrorDoc {
  errors: { status: string; title: string; detail: string; source?: { parameter?: string } }[];
}

const get = (url: string) => app.inject({ url });

function expectError(response: LightMyRequestResponse, status: number, parameter?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/vnd.api+json');
  const [error] = response.json<ErrorDoc>().errors;
  expect(error).toMatchObject({ status: String(status) });
  expect(typeof error?.title).toBe('string');
  if (parameter !== undefined) expect(error?.source?.parameter).toBe(parameter);
  return error;
}

describe('the examples of issue 14 are 4xx, not 500', () => {
  it('page[number] out of range or not a number → 400 naming it', async () => {
    for (const value of ['9999999999999999999999999999999999999999', 'abc', '0', '-1', '10001']) {
      expectError(await get(`/api/v3/articles?page[number]=${value}`), 400, 'page[number]');
    }
    expect((await get('/api/v3/articles?page[number]=10000')).statusCode).toBe(200);
  });

  it('a NUL byte or control character in a filter, a name or the path → 400', async () => {
    expectError(await get('/api/v3/articles?filter[title_eq]=a%00b'), 400, 'filter[title_eq]');
    expectError(await get('/api/v3/tags?filter[slug_eq]=%0A'), 400, 'filter[slug_eq]');
    expectError(await get('/api/v3/tags?fil%00ter=1'), 400);
    expectError(await get('/api/v3/articles/%01'), 400);
    expectError(await get('/api/v2/current_page?kind=main_page&slug=ho%C2%85me'), 400, 'slug');
    expectError(await get('/health?x=%00'), 400);
  });

  it('broken percent-encoding → 400', async () => {
    expectError(await get('/api/v3/articles?query=%E0%A4'), 400);
    expectError(await get('/api/v3/articles?query=100%'), 400);
  });

  it('an id beyond PostgreSQL integer → 404 (paths) or 422 (a like body)', async () => {
    expectError(await get('/api/v3/articles/2147483648'), 404);
    expectError(await get('/api/v2/matches/99999999999999999999'), 404);
    expectError(await get('/api/v3/current_page/2147483648/components/1'), 404);
    expectError(await get('/api/v3/current_page/1/components/2147483648'), 404);
    expectError(await get('/api/v3/groups/2147483648/standings'), 404);
    for (const id of ['2147483648', 2147483648]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v3/likes',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          data: {
            type: 'like',
            attributes: { virtual_user_id: randomUUID() },
            relationships: { resource: { data: { id, type: 'article' } } },
          },
        }),
      });
      expectError(response, 422);
    }
  });

  it('integer filters past ±2³¹ → 400, also where the database would refuse them', async () => {
    expectError(await get('/api/v3/images?filter[id_eq]=2147483648'), 400, 'filter[id_eq]');
    expectError(await get('/api/v3/images?filter[id_in]=1,-2147483649'), 400, 'filter[id_in]');
    expectError(
      await get('/api/v3/matches?filter[squad_id_eq]=99999999999'),
      400,
      'filter[squad_id_eq]',
    );
    expectError(
      await get('/api/v3/matches?filter[squad_id_in]=1,12abc'),
      400,
      'filter[squad_id_in]',
    );
  });

  it('malformed fields[...] keys → 400', async () => {
    expectError(await get('/api/v3/articles?fields[garbage]=title'), 400, 'fields[garbage]');
    expectError(await get('/api/v3/articles?fields[articles]=nope'), 400, 'fields[articles]');
    expectError(await get('/api/v3/articles?fields[articles=title'), 400, 'fields[articles');
    expectError(await get('/api/v3/articles?fields[a][b]=title'), 400, 'fields[a][b]');
    expectError(await get('/api/v3/articles/1?fields[__proto__]=x'), 400, 'fields[__proto__]');
  });

  it('names of Object.prototype are no filter, sort or relationship', async () => {
    expectError(await get('/api/v3/articles?filter[constructor_eq]=1'), 400);
    expectError(await get('/api/v3/articles?sort=constructor'), 400, 'sort');
    expectError(await get('/api/v3/articles?include=__proto__'), 400, 'include');
  });

  it('a time filter outside years 1–9999, or a LIKE pattern ending in a backslash', async () => {
    expectError(await get('/api/v3/matches?filter[start_time_eq]=%2B275760-09-13'), 400);
    expectError(await get('/api/v3/matches?filter[start_time_eq]=-000001-01-01'), 400);
    expect((await get('/api/v3/clubs?filter[name_matches_any]=%25abc%5C')).statusCode).toBe(200);
    expect((await get('/api/v3/clubs?filter[name_matches_any]=abc%5C')).statusCode).toBe(200);
  });
});

describe('unknown query parameters', () => {
  it('are a 400 naming every one of them', async () => {
    const error = expectError(await get('/api/v3/articles?x=random&page[size]=2&y=1'), 400, 'x');
    expect(error?.detail).toContain('"x"');
    expect(error?.detail).toContain('"y"');
  });

  it('each route takes its own: query on articles, kind and slug on current_page', async () => {
    expect((await get('/api/v3/articles?query=mecz')).statusCode).toBe(200);
    expectError(await get('/api/v3/tags?query=mecz'), 400, 'query');
    expectError(await get('/api/v3/articles/1?query=mecz'), 400, 'query');
    expect((await get('/api/v3/current_page?kind=main_page&slug=home')).statusCode).toBe(200);
    expectError(await get('/api/v3/current_page?kind=main_page&slug=home&ref=x'), 400, 'ref');
    expectError(await get('/api/v3/current_user?x=1'), 400, 'x');
    // quiz_id is the next question's own: without a token the contract's 401 follows.
    expect((await get('/api/v3/quiz_questions/next_question?quiz_id=1')).statusCode).toBe(401);
  });

  it('writes take no query parameters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/likes?x=1',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expectError(response, 400, 'x');
  });

  it('root routes ignore the parameters shared links pick up', async () => {
    expect((await get('/health?utm_source=x&fbclid=y')).statusCode).toBe(200);
  });
});

describe('limits', () => {
  it('include: the spec longest path (5) passes, a sixth level is a 400', async () => {
    const five = 'components.survey.answers.resource.image';
    const home = '/api/v3/current_page?kind=main_page&slug=home';
    expect((await get(`${home}&include=${five}`)).statusCode).toBe(200);
    expectError(await get(`${home}&include=${five}.image`), 400, 'include');
  });

  it('include: 40 paths pass, 41 are a 400; an empty step is a 400', async () => {
    const paths = (n: number) => Array.from({ length: n }, () => 'tags').join(',');
    expect((await get(`/api/v3/articles?include=${paths(40)}`)).statusCode).toBe(200);
    expectError(await get(`/api/v3/articles?include=${paths(41)}`), 400, 'include');
    expectError(await get('/api/v3/articles?include=components..image'), 400, 'include');
  });

  it('a value over 2,048 characters, a name over 128, or more than 30 parameters → 400', async () => {
    expectError(await get(`/api/v3/articles?query=${'a'.repeat(2_049)}`), 400, 'query');
    expectError(await get(`/api/v3/articles?filter[${'a'.repeat(130)}_eq]=1`), 400);
    const many = Array.from({ length: 31 }, (_, i) => `filter[id_in]=${String(i)}`).join('&');
    expectError(await get(`/api/v3/images?${many}`), 400);
  });

  it('sort over 10 fields, an in-list over 100 values → 400', async () => {
    expectError(await get(`/api/v3/articles?sort=${Array(11).fill('id').join(',')}`), 400, 'sort');
    const ids = Array.from({ length: 101 }, (_, i) => String(i + 1)).join(',');
    expectError(await get(`/api/v3/images?filter[id_in]=${ids}`), 400, 'filter[id_in]');
  });

  it("the site's own include lists pass", async () => {
    const page = await get(
      `/api/v3/current_page?kind=main_page&slug=home&include=${PAGE_INCLUDES.join(',')}`,
    );
    expect(page.statusCode).toBe(200);
    const article = await get(`/api/v3/articles/1?include=${ARTICLE_INCLUDES.join(',')}`);
    expect(article.statusCode).toBe(200);
  });

  it('a path segment over 100 characters → 414 JSON:API; a refused preflight → JSON:API', async () => {
    expectError(await get(`/s/${'a'.repeat(200)}`), 414);
    expectError(await app.inject({ method: 'OPTIONS', url: '/api/v3/articles' }), 400);
  });
});
