import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApiWithDatabase } from '../support/app';
import { includedIds, type Doc, type ListDoc } from '../support/documents';
import {
  draftFixtures,
  SECRET,
  ARTICLE,
  PAGE,
  PAGE_TEXT,
  PAGE_IMAGE,
  ARTICLE_TEXT,
  PLAYER,
  STAFF,
  PLAYER_STATS,
} from '../support/draft-fixtures';

const ids = (data: unknown) => (data as { id: string }[]).map((r) => r.id);

describe('drafts and page preview (000 §2.5)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testApiWithDatabase({ previewSecret: SECRET }, draftFixtures));
  });
  afterAll(() => app.close());

  const anonymous = (url: string) => app.inject({ url });
  const preview = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { 'preview-secret': SECRET, ...headers } });

  describe('public reads never show drafts', () => {
    it('lists leave them out', async () => {
      const articleList = (await anonymous('/api/v3/articles?page[size]=50')).json<ListDoc>();
      expect(ids(articleList.data)).not.toContain(String(ARTICLE));
      expect(ids(articleList.data)).toContain('1');
      const byId = (await anonymous(`/api/v3/articles?filter[id_eq]=${String(ARTICLE)}`)).json<
        ListDoc & { meta: { pagination: { records: number } } }
      >();
      expect(byId.data).toEqual([]);
      expect(byId.meta.pagination.records).toBe(0);
      const pageList = (await anonymous('/api/v3/pages')).json<ListDoc>();
      expect(ids(pageList.data)).toEqual(['1']);
      const players = (
        await anonymous('/api/v3/squad_players?filter[squad_id_eq]=1')
      ).json<ListDoc>();
      expect(ids(players.data)).toEqual(['1', '2', '3']);
      const staff = (await anonymous('/api/v3/squad_staff_members')).json<ListDoc>();
      expect(ids(staff.data)).toEqual(['1']);
      const stats = (await anonymous('/api/v3/statistics')).json<ListDoc>();
      expect(ids(stats.data)).toEqual(['1']);
    });

    it.each([
      ['articles', ARTICLE],
      ['pages', PAGE],
      ['squad_players', PLAYER],
      ['squad_staff_members', STAFF],
      ['statistics', PLAYER_STATS],
    ])('%s/%s by id is a 404', async (type, id) => {
      const response = await anonymous(`/api/v3/${type}/${String(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ errors: { title: string }[] }>().errors[0]?.title).toBe('Not Found');
    });

    it('current_page and its components answer 404 for a draft page', async () => {
      const page = await anonymous('/api/v3/current_page?kind=main_page&slug=zapowiedz-sezonu');
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain(String(PAGE));
      const component = await anonymous(
        `/api/v3/current_page/${String(PAGE)}/components/${String(PAGE_TEXT)}`,
      );
      expect(component.statusCode).toBe(404);
    });

    it('includes neither link nor include a draft', async () => {
      const home = (
        await anonymous('/api/v3/current_page?kind=main_page&slug=home&include=components.articles')
      ).json<Doc>();
      const news = home.included?.find((r) => r.type === 'components' && r.id === '1');
      expect(ids(news?.relationships?.articles?.data)).toEqual(['2', '1']);
      expect(includedIds(home, 'articles')).not.toContain(String(ARTICLE));
      const squad = (
        await anonymous('/api/v3/squads/1?include=squad_players,squad_staff_members')
      ).json<Doc>();
      expect(ids(squad.data.relationships?.squad_players?.data)).toEqual(['1', '2', '3']);
      expect(ids(squad.data.relationships?.squad_staff_members?.data)).toEqual(['1']);
      expect(includedIds(squad, 'squad_players')).not.toContain(String(PLAYER));
      expect(includedIds(squad, 'squad_staff_members')).not.toContain(String(STAFF));
    });

    it('search does not find a draft', async () => {
      const found = (await anonymous('/api/v3/articles?query=przygotowania')).json<ListDoc>();
      expect(found.data).toEqual([]);
    });

    it('a draft cannot be liked', async () => {
      const like = (type: string, id: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v3/likes',
          payload: {
            data: {
              type: 'like',
              attributes: { virtual_user_id: randomUUID() },
              relationships: { resource: { data: { type, id: String(id) } } },
            },
          },
        });
      expect((await like('article', ARTICLE)).statusCode).toBe(404);
      expect((await like('squad_player', PLAYER)).statusCode).toBe(404);
      expect((await like('squad_staff_member', STAFF)).statusCode).toBe(404);
      expect((await like('article', 1)).statusCode).toBe(201);
    });

    it('published resources say draft: false', async () => {
      const article = (await anonymous('/api/v3/articles/1')).json<Doc>();
      expect(article.data.attributes.draft).toBe(false);
    });
  });

  describe('with the right Preview-Secret', () => {
    it('a draft article reads by id, with its modules, privately', async () => {
      const response = await preview(`/api/v3/articles/${String(ARTICLE)}?include=components`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.headers.vary).toContain('Preview-Secret');
      const doc = response.json<Doc>();
      expect(doc.data.attributes).toMatchObject({
        title: 'Zapowiedź sezonu (szkic)',
        draft: true,
        body: '<p>Przygotowania ruszają w lipcu</p>',
      });
      expect(ids(doc.data.relationships?.components?.data)).toEqual([String(ARTICLE_TEXT)]);
    });

    it('pages/{id} answers a draft page with its components', async () => {
      const response = await preview(`/api/v3/pages/${String(PAGE)}?include=components.image`);
      expect(response.statusCode).toBe(200);
      const doc = response.json<Doc>();
      expect(doc.data).toMatchObject({
        type: 'pages',
        id: String(PAGE),
        attributes: { slug: 'zapowiedz-sezonu', draft: true, content_gated: false },
      });
      expect(ids(doc.data.relationships?.components?.data)).toEqual(
        [PAGE_TEXT, PAGE_IMAGE].map(String),
      );
      expect(doc.included?.find((r) => r.id === String(PAGE_TEXT))?.attributes).toMatchObject({
        kind: 'text',
        html: '<p>Szkic strony</p>',
      });
      expect(includedIds(doc, 'images')).toEqual(['1']);
    });

    it('a published page reads by id for anyone', async () => {
      const response = await anonymous('/api/v3/pages/1?include=components');
      expect(response.statusCode).toBe(200);
      expect(ids(response.json<Doc>().data.relationships?.components?.data)).toEqual([
        '2',
        '3',
        '1',
      ]);
    });

    it('current_page and its components find a draft page', async () => {
      const page = await preview('/api/v3/current_page?kind=main_page&slug=zapowiedz-sezonu');
      expect(page.statusCode).toBe(200);
      expect(page.json<Doc>().data.id).toBe(String(PAGE));
      const component = await preview(
        `/api/v3/current_page/${String(PAGE)}/components/${String(PAGE_TEXT)}`,
      );
      expect(component.statusCode).toBe(200);
    });

    it('draft players and staff read by id, and squads include them', async () => {
      expect((await preview(`/api/v3/squad_players/${String(PLAYER)}`)).statusCode).toBe(200);
      expect((await preview(`/api/v3/squad_staff_members/${String(STAFF)}`)).statusCode).toBe(200);
      const squad = (
        await preview('/api/v3/squads/1?include=squad_players,squad_staff_members')
      ).json<Doc>();
      expect(ids(squad.data.relationships?.squad_players?.data)).toContain(String(PLAYER));
      expect(ids(squad.data.relationships?.squad_staff_members?.data)).toEqual([
        '1',
        String(STAFF),
      ]);
    });

    it('lists, includes and search show drafts', async () => {
      const list = (
        await preview(`/api/v3/articles?filter[id_eq]=${String(ARTICLE)}`)
      ).json<ListDoc>();
      expect(ids(list.data)).toEqual([String(ARTICLE)]);
      const found = (await preview('/api/v3/articles?query=przygotowania')).json<ListDoc>();
      expect(ids(found.data)).toEqual([String(ARTICLE)]);
      const home = (
        await preview('/api/v3/current_page?kind=main_page&slug=home&include=components.articles')
      ).json<Doc>();
      const news = home.included?.find((r) => r.type === 'components' && r.id === '1');
      expect(ids(news?.relationships?.articles?.data)).toEqual(['2', '1', String(ARTICLE)]);
    });

    it('members-only content is whole: body, every module, full statistics', async () => {
      const doc = (await preview('/api/v3/articles/3?include=components')).json<Doc>();
      expect(doc.data.attributes).toMatchObject({
        signed_in_only: true,
        content_gated: false,
        body: '<p>Tajemnica szatni</p>',
      });
      expect(doc.included?.find((r) => r.id === '10')?.attributes).toMatchObject({
        kind: 'text',
        html: '<p>ukryte</p>',
      });
      const stats = (await preview('/api/v3/statistics/1')).json<Doc>();
      expect(stats.data.attributes.full).toBe(true);
    });

    it('works under /api/v2 too', async () => {
      expect((await preview(`/api/v2/articles/${String(ARTICLE)}`)).statusCode).toBe(200);
    });
  });
});
