import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, testApiWithDatabase } from '../support/app';
import { includedIds, type Doc } from '../support/documents';
import { draftFixtures, SECRET, ARTICLE } from '../support/draft-fixtures';

describe('the Preview-Secret header (000 §2.5)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApiWithDatabase({ previewSecret: SECRET }, draftFixtures));
  });
  afterAll(() => app.close());

  const anonymous = (url: string) => app.inject({ url });
  const preview = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'preview-secret': SECRET, ...headers } });

  describe('a wrong or unexpected Preview-Secret', () => {
    it.each([
      ['a wrong secret of the same length', SECRET.replace(/.$/, 'X')],
      ['a shorter secret', 'podglad'],
      ['an empty header', ''],
    ])('%s answers 401', async (_name, secret) => {
      const response = await app.inject({
        url: `/api/v3/articles/${String(ARTICLE)}`,
        headers: { 'preview-secret': secret },
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.json<{ errors: { status: string; title: string }[] }>().errors).toEqual([
        expect.objectContaining({ status: '401', title: 'Unauthorized' }),
      ]);
      // Also on a published resource: the header is refused, not ignored.
      const published = await app.inject({
        url: '/api/v3/articles/1',
        headers: { 'preview-secret': secret },
      });
      expect(published.statusCode).toBe(401);
    });

    it('any Preview-Secret answers 401 when the API has no secret', async () => {
      const closed = await testApi();
      try {
        for (const secret of [SECRET, '']) {
          const response = await closed.inject({
            url: '/api/v3/articles/1',
            headers: { 'preview-secret': secret },
          });
          expect(response.statusCode).toBe(401);
          expect(response.json<{ errors: { title: string }[] }>().errors[0]?.title).toBe(
            'Unauthorized',
          );
        }
        expect((await closed.inject({ url: '/api/v3/articles/1' })).statusCode).toBe(200);
      } finally {
        await closed.close();
      }
    });
  });

  describe('the read cache never crosses between previews and public reads', () => {
    it('a preview read does not fill the cache: the draft stays a 404', async () => {
      const url = `/api/v3/articles/${String(ARTICLE)}?fields[tags]=name`;
      const first = await preview(url);
      expect(first.statusCode).toBe(200);
      const open = await anonymous(url);
      expect(open.statusCode).toBe(404);
      expect(open.body).not.toContain('Przygotowania');
      expect((await preview(url)).statusCode).toBe(200);
      expect((await anonymous(url)).statusCode).toBe(404);
    });

    it('a cached public read is not served to a preview, nor changed by it', async () => {
      const url =
        '/api/v3/current_page?kind=main_page&slug=home&include=components.articles&fields[tags]=name';
      expect((await anonymous(url)).headers['x-cache']).toBe('miss');
      const cached = await anonymous(url);
      expect(cached.headers['x-cache']).toBe('hit');
      const etag = String(cached.headers.etag);
      const previewed = await preview(url, { 'if-none-match': etag });
      expect(previewed.statusCode).toBe(200);
      expect(previewed.headers['x-cache']).toBeUndefined();
      expect(previewed.headers.etag).toBeUndefined();
      expect(includedIds(previewed.json<Doc>(), 'articles')).toContain(String(ARTICLE));
      const again = await anonymous(url);
      expect(again.headers['x-cache']).toBe('hit');
      expect(includedIds(again.json<Doc>(), 'articles')).not.toContain(String(ARTICLE));
    });
  });
});
