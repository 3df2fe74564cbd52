import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import { articles, componentItems, components, images, pages } from '@trybuna/db/schema';
import { GALLERY_PREVIEW_IMAGES } from '@trybuna/domain';
import { testApiWithDatabase } from '../support/app';
import type { Resource, Doc } from '../support/documents';
import { tokenKit } from '../support/user-tokens';

const ARTICLE = 20;
const PAGE = 20;
const GALLERY = 100;
const TEXT = 101;
const PICTURE = 102;
const PAGE_GALLERY = 110;
const PAGE_TEXT = 111;
const IMAGE_IDS = Array.from({ length: 8 }, (_, i) => 100 + i);

/** A members-only photo article (gallery of 8, text, image) and a members-only page. */
async function membersOnlyFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(images).values(
    IMAGE_IDS.map((id) => ({
      id,
      path: `seed/photo-${String(id)}.jpg`,
      width: 1600,
      height: 900,
    })),
  );
  await db.insert(articles).values({
    id: ARTICLE,
    slug: 'szatnia-od-kuchni',
    title: 'Szatnia od kuchni',
    kind: 'photo',
    body: '<p>Sekret szatni</p>',
    signedInOnly: true,
    shareUrl: 'x',
    publicationTime: new Date(Date.UTC(2026, 10, 10, 12)),
    publicationCategoryId: 1,
  });
  await db.insert(pages).values({
    id: PAGE,
    kind: 'main_page',
    slug: 'strefa-kibica',
    title: 'Strefa kibica',
    signedInOnly: true,
  });
  await db.insert(components).values([
    {
      id: GALLERY,
      articleId: ARTICLE,
      index: 0,
      kind: 'gallery',
      payload: { layout: 'grid', title: 'Galeria' },
    },
    {
      id: TEXT,
      articleId: ARTICLE,
      index: 1,
      kind: 'text',
      payload: { html: '<p>Sekret taktyki</p>' },
    },
    {
      id: PICTURE,
      articleId: ARTICLE,
      index: 2,
      kind: 'image',
      payload: { description: 'Sekretne zdjęcie' },
      imageId: 1,
    },
    {
      id: PAGE_TEXT,
      pageId: PAGE,
      index: 0,
      kind: 'text',
      payload: { html: '<p>Sekret strefy</p>' },
    },
    { id: PAGE_GALLERY, pageId: PAGE, index: 1, kind: 'gallery', payload: { layout: 'list' } },
  ]);
  // Stored out of order: positions, not ids, decide which images are the preview.
  await db.insert(componentItems).values([
    ...[...IMAGE_IDS].reverse().map((itemId, i) => ({
      componentId: GALLERY,
      relation: 'images',
      itemId,
      position: IMAGE_IDS.length - 1 - i,
    })),
    ...IMAGE_IDS.slice(0, 3).map((itemId, position) => ({
      componentId: PAGE_GALLERY,
      relation: 'images',
      itemId,
      position,
    })),
  ]);
}

const ids = (data: unknown) => (data as { id: string }[]).map((r) => r.id);
const find = (doc: Doc, type: string, id: number) =>
  doc.included?.find((r) => r.type === type && r.id === String(id));

describe('members-only content (000 §6): anonymous vs signed-in callers', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const kit = await tokenKit();
    token = await kit.sign({ sub: 'fan-members', nickname: 'Członek' });
    ({ app } = await testApiWithDatabase({ userTokens: kit.userTokens }, membersOnlyFixtures));
  });
  afterAll(() => app.close());

  const anonymous = (url: string) => app.inject({ url });
  const signedIn = (url: string) => app.inject({ url, headers: { 'user-authorization': token } });

  describe('an article', () => {
    const url = `/api/v3/articles/${String(ARTICLE)}?include=components.images,components.image`;

    it('anonymous: no body, gated, only the gallery, trimmed to the preview', async () => {
      const response = await anonymous(url);
      expect(response.statusCode).toBe(200);
      const doc = response.json<Doc>();
      expect(doc.data.attributes).toMatchObject({
        signed_in_only: true,
        content_gated: true,
        body: null,
      });
      expect(ids(doc.data.relationships?.components?.data)).toEqual([String(GALLERY)]);
      const gallery = find(doc, 'components', GALLERY);
      expect(gallery?.attributes).toMatchObject({
        kind: 'gallery',
        layout: 'grid',
        title: 'Galeria',
        images_total: 8,
        gated: true,
      });
      expect(GALLERY_PREVIEW_IMAGES).toBe(6);
      const preview = IMAGE_IDS.slice(0, GALLERY_PREVIEW_IMAGES).map(String);
      expect(ids(gallery?.relationships?.images?.data)).toEqual(preview);
      expect(
        doc.included
          ?.filter((r) => r.type === 'images')
          .map((r) => r.id)
          .sort(),
      ).toEqual(preview);
      expect(find(doc, 'components', TEXT)).toBeUndefined();
      expect(find(doc, 'components', PICTURE)).toBeUndefined();
      expect(JSON.stringify(doc)).not.toContain('Sekret');
    });

    it('signed in: body, every component, the whole gallery', async () => {
      const response = await signedIn(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const doc = response.json<Doc>();
      expect(doc.data.attributes).toMatchObject({
        content_gated: false,
        body: '<p>Sekret szatni</p>',
      });
      expect(ids(doc.data.relationships?.components?.data)).toEqual(
        [GALLERY, TEXT, PICTURE].map(String),
      );
      const gallery = find(doc, 'components', GALLERY);
      expect(ids(gallery?.relationships?.images?.data)).toEqual(IMAGE_IDS.map(String));
      expect(gallery?.attributes.gated).toBeUndefined();
      expect(gallery?.attributes.images_total).toBeUndefined();
      expect(find(doc, 'components', TEXT)?.attributes).toMatchObject({
        html: '<p>Sekret taktyki</p>',
      });
      expect(find(doc, 'components', PICTURE)?.relationships?.image?.data).toEqual({
        type: 'images',
        id: '1',
      });
    });

    it('lists gate the same way', async () => {
      const list = `/api/v3/articles?filter[id_eq]=${String(ARTICLE)}&include=components`;
      const open = (await anonymous(list)).json<{ data: Resource[]; included?: Resource[] }>();
      expect(open.data[0]?.attributes.body).toBeNull();
      expect(open.included?.map((r) => r.id)).toEqual([String(GALLERY)]);
      expect(open.included?.[0]?.attributes).toMatchObject({ images_total: 8, gated: true });
      const full = (await signedIn(list)).json<{ data: Resource[]; included?: Resource[] }>();
      expect(full.included?.map((r) => r.id)).toEqual([GALLERY, TEXT, PICTURE].map(String));
    });
  });

  describe('a page', () => {
    const url = '/api/v3/current_page?kind=main_page&slug=strefa-kibica&include=components.images';

    it('anonymous: gated, only its gallery (under the preview size: all of it)', async () => {
      const doc = (await anonymous(url)).json<Doc>();
      expect(doc.data.attributes).toMatchObject({ signed_in_only: true, content_gated: true });
      expect(ids(doc.data.relationships?.components?.data)).toEqual([String(PAGE_GALLERY)]);
      const gallery = find(doc, 'components', PAGE_GALLERY);
      expect(gallery?.attributes).toMatchObject({ images_total: 3, gated: true });
      expect(ids(gallery?.relationships?.images?.data)).toEqual(['100', '101', '102']);
      expect(JSON.stringify(doc)).not.toContain('Sekret');
    });

    it('signed in: every component', async () => {
      const doc = (await signedIn(url)).json<Doc>();
      expect(doc.data.attributes.content_gated).toBe(false);
      expect(ids(doc.data.relationships?.components?.data)).toEqual(
        [PAGE_TEXT, PAGE_GALLERY].map(String),
      );
    });

    it('a public page is not gated', async () => {
      const doc = (await anonymous('/api/v3/current_page?kind=main_page&slug=home')).json<Doc>();
      expect(doc.data.attributes.content_gated).toBe(false);
    });

    it('a withheld component read by id is a 404 to anonymous callers', async () => {
      const one = `/api/v3/current_page/${String(PAGE)}/components/${String(PAGE_TEXT)}`;
      const open = await anonymous(one);
      expect(open.statusCode).toBe(404);
      expect(open.body).not.toContain('Sekret');
      const full = (await signedIn(one)).json<Doc>();
      expect(full.data.attributes).toMatchObject({ kind: 'text', html: '<p>Sekret strefy</p>' });
    });
  });

  describe('the read cache never crosses between anonymous and signed-in callers', () => {
    it('an anonymous read cached first is not served to a signed-in fan', async () => {
      const url = `/api/v3/articles/${String(ARTICLE)}?include=components&fields[tags]=name`;
      expect((await anonymous(url)).headers['x-cache']).toBe('miss');
      expect((await anonymous(url)).headers['x-cache']).toBe('hit');
      const full = await signedIn(url);
      expect(full.headers['x-cache']).toBeUndefined();
      expect(full.headers.etag).toBeUndefined();
      expect(full.json<Doc>().data.attributes.body).toBe('<p>Sekret szatni</p>');
      const again = await anonymous(url);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.json<Doc>().data.attributes.body).toBeNull();
    });

    it('a signed-in read first does not fill the cache for anonymous callers', async () => {
      const url = `/api/v3/articles/${String(ARTICLE)}?include=components&fields[tags]=slug`;
      expect((await signedIn(url)).json<Doc>().data.attributes.body).toBe('<p>Sekret szatni</p>');
      const open = await anonymous(url);
      expect(open.headers['x-cache']).toBe('miss');
      expect(open.json<Doc>().data.attributes).toMatchObject({ body: null, content_gated: true });
      // An anonymous ETag does not turn a signed-in read into a 304.
      const etag = String(open.headers.etag);
      const conditional = await app.inject({
        url,
        headers: { 'user-authorization': token, 'if-none-match': etag },
      });
      expect(conditional.statusCode).toBe(200);
    });
  });

  describe('statistics (001 §6)', () => {
    it('anonymous callers see the public keys, signed-in fans all of them', async () => {
      const open = (await anonymous('/api/v3/statistics/1')).json<Doc>();
      expect(open.data.attributes).toEqual({
        full: false,
        values: { goals: 7, matches_played: 10, minutes_played: 800 },
      });
      const full = (await signedIn('/api/v3/statistics/1')).json<Doc>();
      expect(full.data.attributes).toEqual({
        full: true,
        values: { goals: 7, matches_played: 10, minutes_played: 800, shots: 30, yellow_cards: 2 },
      });
    });
  });
});
