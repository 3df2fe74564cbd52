import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApiWithDatabase } from '../support/app';
import { includedIds, type Doc, type ListDoc } from '../support/documents';
import { LEAK, leakFixtures } from '../support/leak-fixtures';
import { tokenKit } from '../support/user-tokens';

const HIDDEN_IMAGES = ['206', '207', String(LEAK.gatedPictureImage)];
const PREVIEW_IMAGES = LEAK.galleryImages.slice(0, 6).map(String);

describe('no members-only leaks to anonymous callers (issue 14 item 7)', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const kit = await tokenKit();
    token = await kit.sign({ sub: 'fan-leaks-reader', nickname: 'Czytelnik' });
    ({ app } = await testApiWithDatabase({ userTokens: kit.userTokens }, leakFixtures));
  });
  afterAll(() => app.close());

  const anonymous = (url: string) => app.inject({ url: `/api/v3/${url}` });
  const signedIn = (url: string) =>
    app.inject({ url: `/api/v3/${url}`, headers: { 'user-authorization': token } });
  const listIds = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
    const answer = await response;
    expect(answer.statusCode).toBe(200);
    return (answer.json() as ListDoc).data.map((r) => r.id);
  };

  describe('articles?query=', () => {
    const search = (word: string) => `articles?query=${word}`;

    it('a word only in a members-only body finds nothing anonymously, the article signed in', async () => {
      const open = await anonymous(search(LEAK.gatedWords.body));
      expect(open.json<ListDoc>().data).toEqual([]);
      expect(open.body).not.toContain(LEAK.gatedWords.body);
      expect(await listIds(signedIn(search(LEAK.gatedWords.body)))).toEqual([
        String(LEAK.gatedArticle),
      ]);
    });

    it('a members-only article is found by its title, teaser and tags', async () => {
      for (const word of [LEAK.gatedWords.title, LEAK.gatedWords.teaser, LEAK.gatedWords.tag]) {
        const doc = (await anonymous(search(word))).json<ListDoc>();
        expect(doc.data.map((r) => r.id)).toEqual([String(LEAK.gatedArticle)]);
        expect(doc.data[0]?.attributes).toMatchObject({ body: null, content_gated: true });
      }
    });

    it('a public body is searchable by anyone; a draft is found by no one', async () => {
      const open = await listIds(anonymous(search(LEAK.openBodyWord)));
      expect(open).toEqual([String(LEAK.openArticle)]);
      expect(await listIds(signedIn(search(LEAK.openBodyWord)))).toEqual(open);
    });

    it('tags match for everyone: a tag name finds its public articles', async () => {
      expect(await listIds(anonymous('articles?query=liga'))).toEqual(['1']);
    });
  });

  describe('images', () => {
    it('anonymous: images past a gated gallery preview, or only in a gated module, are a 404', async () => {
      for (const id of HIDDEN_IMAGES) {
        const response = await anonymous(`images/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json<{ errors: { status: string }[] }>().errors[0]?.status).toBe('404');
        expect(response.body).not.toContain(`leak-${id}`);
      }
    });

    it('signed in: every image by id', async () => {
      for (const id of HIDDEN_IMAGES) {
        const response = await signedIn(`images/${id}`);
        expect(response.statusCode).toBe(200);
        expect(response.json<Doc>().data.attributes.path).toBe(`seed/leak-${id}.jpg`);
      }
    });

    it('the preview and images also used in public places stay readable', async () => {
      for (const id of [...PREVIEW_IMAGES, String(LEAK.reusedImage), String(LEAK.productImage)]) {
        expect((await anonymous(`images/${id}`)).statusCode).toBe(200);
      }
    });

    it('lists leave them out for anonymous callers only', async () => {
      const open = await listIds(anonymous('images?page[size]=50'));
      for (const id of HIDDEN_IMAGES) expect(open).not.toContain(id);
      expect(open).toEqual(expect.arrayContaining([...PREVIEW_IMAGES, '208', '209', '1', '2']));
      expect(await listIds(anonymous('images?filter[id_in]=206,207,210'))).toEqual([]);
      const full = await listIds(signedIn('images?page[size]=50'));
      expect(full).toEqual(expect.arrayContaining(HIDDEN_IMAGES));
    });

    it('no include path reaches them anonymously', async () => {
      const article = (
        await anonymous(
          `articles/${String(LEAK.gatedArticle)}?include=components.images,components.image`,
        )
      ).json<Doc>();
      expect(includedIds(article, 'images').sort()).toEqual(PREVIEW_IMAGES);
      const list = (
        await anonymous('articles?filter[id_in]=40,41&include=components.images,components.image')
      ).json<ListDoc>();
      expect(includedIds(list, 'images').sort()).toEqual([...PREVIEW_IMAGES, '208'].sort());
      const products = (await anonymous('products?include=image')).json<ListDoc>();
      expect(includedIds(products, 'images')).toContain(String(LEAK.productImage));
      const full = (
        await signedIn(
          `articles/${String(LEAK.gatedArticle)}?include=components.images,components.image`,
        )
      ).json<Doc>();
      expect(includedIds(full, 'images').sort()).toEqual(
        [...LEAK.galleryImages, LEAK.gatedPictureImage].map(String).sort(),
      );
    });
  });

  describe('components (current_page/{pageId}/components/{id})', () => {
    const one = (page: number, id: number) =>
      `current_page/${String(page)}/components/${String(id)}`;

    it('of a draft page: a 404 to anonymous and signed-in callers alike', async () => {
      for (const read of [anonymous, signedIn]) {
        const response = await read(one(LEAK.draftPage, LEAK.draftPageText));
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Sekret');
      }
    });

    it('of a draft article: never answered', async () => {
      for (const page of [1, LEAK.draftPage, LEAK.gatedPage]) {
        const response = await signedIn(one(page, LEAK.draftArticleText));
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Sekret');
      }
    });

    it('of a members-only page: a 404 anonymously, the module signed in', async () => {
      const url = one(LEAK.gatedPage, LEAK.gatedPageText);
      const open = await anonymous(url);
      expect(open.statusCode).toBe(404);
      expect(open.body).not.toContain('Sekret');
      const full = await signedIn(url);
      expect(full.statusCode).toBe(200);
      expect(full.json<Doc>().data.attributes).toMatchObject({
        kind: 'text',
        html: `<p>Sekret ${String(LEAK.gatedPageText)}</p>`,
      });
    });

    it('a members-only page lists no module but galleries to anonymous callers', async () => {
      const doc = (
        await anonymous('current_page?kind=main_page&slug=strefa-czlonka&include=components')
      ).json<Doc>();
      expect(doc.data.relationships?.components?.data).toEqual([]);
      expect(JSON.stringify(doc)).not.toContain('Sekret');
    });
  });

  describe('comments', () => {
    const c = LEAK.comments;
    const onArticle = (id: number) =>
      `comments?filter[resource_type_eq]=article&filter[resource_id_eq]=${String(id)}`;

    it('of a members-only article: none anonymously, listed with a valid user token', async () => {
      const open = await anonymous(onArticle(LEAK.gatedArticle));
      expect(open.json<ListDoc>().data).toEqual([]);
      expect(open.body).not.toContain(`Komentarz ${String(c.gatedArticle)}`);
      expect((await anonymous(`comments/${String(c.gatedArticle)}`)).statusCode).toBe(404);
      expect(await listIds(signedIn(onArticle(LEAK.gatedArticle)))).toEqual([
        String(c.gatedArticle),
      ]);
      const read = await signedIn(`comments/${String(c.gatedArticle)}`);
      expect(read.json<Doc>().data.attributes.body).toBe(`Komentarz ${String(c.gatedArticle)}`);
    });

    it('an invalid user token reads no members-only comment (401)', async () => {
      const response = await app.inject({
        url: `/api/v3/comments/${String(c.gatedArticle)}`,
        headers: { 'user-authorization': 'not-a-token' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('Komentarz');
    });

    it('lists show anonymous callers only comments on public, published things', async () => {
      const open = await listIds(anonymous('comments?page[size]=50'));
      expect(open.sort()).toEqual([c.openArticle, c.match].map(String).sort());
      const full = await listIds(signedIn('comments?page[size]=50'));
      expect(full.sort()).toEqual(
        [c.gatedArticle, c.openArticle, c.match, c.gatedComponent].map(String).sort(),
      );
    });

    it('of drafts and of unknown types: a 404 to everyone', async () => {
      for (const id of [c.draftArticle, c.draftComponent, c.unknownType]) {
        expect((await anonymous(`comments/${String(id)}`)).statusCode).toBe(404);
        expect((await signedIn(`comments/${String(id)}`)).statusCode).toBe(404);
      }
    });
  });

  describe('incidents', () => {
    it('belong to matches, which are never drafts nor members-only: public', async () => {
      const read = await anonymous(`incidents/${String(LEAK.incident)}`);
      expect(read.json<Doc>().data.attributes).toMatchObject({ player_name: 'Piotr Napastnik' });
      const match = (await anonymous('matches/1?include=incidents')).json<Doc>();
      expect(includedIds(match, 'incidents')).toContain(String(LEAK.incident));
    });
  });
});
