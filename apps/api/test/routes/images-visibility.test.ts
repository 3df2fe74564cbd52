import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import {
  articles,
  components,
  images,
  quizAnswers,
  quizQuestions,
  quizzes,
  squadPlayers,
} from '@trybuna/db/schema';
import { testApiWithDatabase } from '../support/app';
import type { Doc, ListDoc } from '../support/documents';
import { keyed, TEST_IMAGE_SECRET, testImageKeys } from '../support/image-keys';
import { tokenKit } from '../support/user-tokens';

/** Pictures by where they are used (fixtures 1 and 2 are public: a cover, the crests). */
const PICTURE = {
  draftCover: { id: 300, path: 'private/draft-cover.jpg' },
  draftPlayer: { id: 301, path: 'private/draft-player.jpg' },
  membersModule: { id: 302, path: 'private/members-module.jpg' },
  question: { id: 303, path: 'private/question.jpg' },
  unused: { id: 304, path: 'private/unused.jpg' },
  publicCover: { id: 305, path: 'public/cover.jpg' },
} as const;
type Name = keyof typeof PICTURE;
const PRIVATE_FOR_ANONYMOUS: Name[] = [
  'draftCover',
  'draftPlayer',
  'membersModule',
  'question',
  'unused',
];
const PREVIEW_SECRET = 'preview-secret-of-the-image-tests';

async function pictureFixtures({ db }: Database): Promise<void> {
  await db.insert(images).values(
    Object.values(PICTURE).map(({ id, path: picturePath }) => ({
      id,
      path: picturePath,
      width: 800,
      height: 600,
      description: `opis ${picturePath}`,
    })),
  );
  const when = new Date(Date.UTC(2026, 10, 1, 12));
  await db.insert(articles).values([
    {
      id: 30,
      slug: 'szkic',
      title: 'Szkic',
      shareUrl: 'x',
      publicationTime: when,
      draft: true,
      imageId: PICTURE.draftCover.id,
    },
    {
      id: 31,
      slug: 'okladka',
      title: 'Okładka',
      shareUrl: 'x',
      publicationTime: when,
      imageId: PICTURE.publicCover.id,
    },
  ]);
  // A picture module of the members-only fixture article 3.
  await db.insert(components).values({
    id: 30,
    articleId: 3,
    index: 1,
    kind: 'image',
    imageId: PICTURE.membersModule.id,
  });
  await db.insert(squadPlayers).values({
    id: 30,
    squadId: 1,
    firstName: 'Nowy',
    lastName: 'Zawodnik',
    slug: 'nowy-zawodnik',
    position: 'defender',
    number: 30,
    draft: true,
    imageId: PICTURE.draftPlayer.id,
  });
  await db.insert(quizzes).values({
    id: 30,
    name: 'Quiz',
    endTime: new Date(Date.now() + 86_400_000),
    numberOfAttemptQuestions: 1,
    secondsForAnswer: 15,
  });
  await db.insert(quizQuestions).values({
    id: 30,
    quizId: 30,
    position: 0,
    content: 'Kto to?',
    imageId: PICTURE.question.id,
  });
  await db.insert(quizAnswers).values(
    [1, 2, 3].map((i) => ({
      id: 300 + i,
      questionId: 30,
      content: `Odpowiedź ${String(i)}`,
      isCorrect: i === 1,
      position: i,
    })),
  );
}

describe('pictures of unpublished and members-only content stay private (issue 30 item 5)', () => {
  let app: FastifyInstance;
  let token: string;
  let player: string;
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'trybuna-image-visibility-'));
    const originalsDir = path.join(root, 'originals');
    for (const { path: picturePath } of Object.values(PICTURE)) {
      await mkdir(path.dirname(path.join(originalsDir, picturePath)), { recursive: true });
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
        .jpeg()
        .toFile(path.join(originalsDir, picturePath));
    }
    const kit = await tokenKit();
    token = await kit.sign({ sub: 'fan-pictures', nickname: 'Fotograf' });
    player = await kit.sign({ sub: 'fan-quiz-player', nickname: 'Gracz' });
    ({ app } = await testApiWithDatabase(
      {
        userTokens: kit.userTokens,
        previewSecret: PREVIEW_SECRET,
        images: {
          originalsDir,
          cacheDir: path.join(root, 'cache'),
          keySecret: TEST_IMAGE_SECRET,
        },
      },
      pictureFixtures,
    ));
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const as = {
    anonymous: {},
    fan: () => ({ 'user-authorization': token }),
    preview: { 'preview-secret': PREVIEW_SECRET },
  };
  const api = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/v3/${url}`, headers });
  const file = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const picture = (name: Name, scope: 'public' | 'members' | 'preview' = 'public') =>
    keyed(`/images/fit-in/400x400/${PICTURE[name].path}`, scope);
  const listIds = async (headers: Record<string, string> = {}) => {
    const response = await api('images?page[size]=50', headers);
    expect(response.statusCode).toBe(200);
    return response.json<ListDoc>().data.map((resource) => Number(resource.id));
  };

  describe('GET images/{id} and GET images', () => {
    it('anonymous: only pictures of published public content; the rest a 404', async () => {
      for (const name of PRIVATE_FOR_ANONYMOUS) {
        const response = await api(`images/${String(PICTURE[name].id)}`);
        expect(response.statusCode, name).toBe(404);
        expect(response.body).not.toContain(PICTURE[name].path);
      }
      expect((await api(`images/${String(PICTURE.publicCover.id)}`)).statusCode).toBe(200);
      const listed = await listIds();
      expect(listed).toContain(PICTURE.publicCover.id);
      for (const name of PRIVATE_FOR_ANONYMOUS)
        expect(listed, name).not.toContain(PICTURE[name].id);
    });

    it('a signed-in fan adds members-only pictures, never drafts’ or unserved questions’', async () => {
      const fan = as.fan();
      expect((await api(`images/${String(PICTURE.membersModule.id)}`, fan)).statusCode).toBe(200);
      for (const name of ['draftCover', 'draftPlayer', 'question', 'unused'] as const)
        expect((await api(`images/${String(PICTURE[name].id)}`, fan)).statusCode, name).toBe(404);
      const listed = await listIds(fan);
      expect(listed).toContain(PICTURE.membersModule.id);
      expect(listed).not.toContain(PICTURE.question.id);
      expect(listed).not.toContain(PICTURE.draftCover.id);
    });

    it('a page preview reads drafts’ pictures, with URLs that open them for the browser', async () => {
      const response = await api(`images/${String(PICTURE.draftCover.id)}`, as.preview);
      expect(response.statusCode).toBe(200);
      const { url, variants } = response.json<Doc>().data.attributes as {
        url: string;
        variants: { thumb: { url: string } };
      };
      // The browser asks for them without the preview secret.
      for (const link of [url, variants.thumb.url])
        expect((await file(new URL(link).pathname)).statusCode).toBe(200);
    });

    it('the URLs handed to an anonymous caller and to a fan open their pictures', async () => {
      const open = (await api(`images/${String(PICTURE.publicCover.id)}`)).json<Doc>();
      const openUrl = (open.data.attributes as { url: string }).url;
      expect((await file(new URL(openUrl).pathname)).statusCode).toBe(200);
      const members = (
        await api(`images/${String(PICTURE.membersModule.id)}`, as.fan())
      ).json<Doc>();
      const membersUrl = (members.data.attributes as { url: string }).url;
      // An <img> sends no token: the members URL itself is the grant…
      expect((await file(new URL(membersUrl).pathname)).statusCode).toBe(200);
      // …and no other picture's URL can be made from it.
      const other = new URL(membersUrl).pathname.replace(
        PICTURE.membersModule.path,
        PICTURE.draftCover.path,
      );
      expect((await file(other)).statusCode).toBe(404);
    });
  });

  describe('GET /images/{key}/…', () => {
    it('a draft-only picture is a 404 with any key but a preview’s', async () => {
      for (const name of ['draftCover', 'draftPlayer', 'unused'] as const) {
        expect((await file(picture(name))).statusCode, name).toBe(404);
        expect((await file(picture(name), as.fan())).statusCode, name).toBe(404);
        expect((await file(picture(name, 'members'))).statusCode, name).toBe(404);
        expect((await file(picture(name, 'preview'))).statusCode, name).toBe(200);
      }
    });

    it('a published public picture is a 200 to anyone, kept public for a year', async () => {
      const response = await file(picture('publicCover'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('a members-only picture: 404 anonymously, 200 with a user token or a members key', async () => {
      expect((await file(picture('membersModule'))).statusCode).toBe(404);
      const withToken = await file(picture('membersModule'), as.fan());
      expect(withToken.statusCode).toBe(200);
      expect(withToken.headers['cache-control']).toBe('private, no-store');
      expect(
        (await file(picture('membersModule'), { 'user-authorization': 'forged' })).statusCode,
      ).toBe(401);
      const membersKey = await file(picture('membersModule', 'members'));
      expect(membersKey.statusCode).toBe(200);
      expect(membersKey.headers['cache-control']).toMatch(/^private/);
    });

    it('a quiz question’s picture opens only with the key its question was served with', async () => {
      expect((await file(picture('question'))).statusCode).toBe(404);
      expect((await file(picture('question'), as.fan())).statusCode).toBe(404);
      expect((await file(picture('question', 'members'))).statusCode).toBe(200);
    });

    it('a served question’s picture: included for its fan with a URL that opens it', async () => {
      const served = await app.inject({
        url: '/api/v3/quiz_questions/next_question?quiz_id=30&include=image',
        headers: { 'user-authorization': player },
      });
      expect(served.statusCode).toBe(200);
      const included = (served.json<Doc>().included ?? []).find(
        (resource) => resource.type === 'images',
      );
      expect(included?.id).toBe(String(PICTURE.question.id));
      const { url } = included?.attributes as { url: string };
      expect((await file(new URL(url).pathname)).statusCode).toBe(200);
      const byId = `images/${String(PICTURE.question.id)}`;
      expect((await api(byId, { 'user-authorization': player })).statusCode).toBe(200);
      // Another fan, to whom it was not served, still cannot read it.
      expect((await api(byId, as.fan())).statusCode).toBe(404);
    });

    it('a URL without a key, with another picture’s key or a changed key is a 404', async () => {
      const target = PICTURE.publicCover.path;
      const guesses = [
        `/images/fit-in/400x400/${target}`,
        `/images/${target}`,
        `/images/${testImageKeys.key('seed/photo-1.jpg', 'public')}/fit-in/400x400/${target}`,
        `/images/${testImageKeys.key(target, 'public').replace(/^p./, 'pA')}/fit-in/400x400/${target}`,
        `/images/m${'A'.repeat(22)}/${target}`,
      ];
      for (const guess of guesses) {
        const response = await file(guess);
        expect(response.statusCode, guess).toBe(404);
        expect(response.json()).toMatchObject({ errors: [{ status: '404' }] });
      }
    });
  });

  it('article covers carry the caller’s keys: public to anyone, preview for drafts', async () => {
    const cover = (await api('articles/31')).json<Doc>();
    const src = (cover.data.attributes as { images: { web: string } }).images.web;
    expect(new URL(src).pathname.split('/')[2]).toBe(
      testImageKeys.key(PICTURE.publicCover.path, 'public'),
    );
    const draft = (await api('articles/30', as.preview)).json<Doc>();
    const draftSrc = (draft.data.attributes as { images: { web: string } }).images.web;
    expect((await file(new URL(draftSrc).pathname)).statusCode).toBe(200);
    expect((await api('articles/30')).statusCode).toBe(404);
  });
});
