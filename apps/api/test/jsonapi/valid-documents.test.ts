import { rm } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import type { Database } from '@trybuna/db';
import { DEMO_FANS, seedDemo } from '@trybuna/db/seed';
import { demoImagesDir, testDatabase } from '@trybuna/db/testing';
import { buildApi } from '../../src/app';
import { allResources, PUBLIC_ENDPOINTS } from '../../src/resources';
import { jsonApiProblems } from '../support/json-api-schema';
import { tokenKit } from '../support/user-tokens';
import { body } from '../routes/contact-form-support';

/**
 * Issue 32 item 7: every document the API answers is valid JSON:API 1.1 — the official schema
 * (`support/json-api-schema.ts`) and the rules it cannot state (no field named `type` or `id`,
 * full linkage…). On the demo content: a list and a detail with all its includes of every type
 * served at `/api/v3/{type}`, the other reads, a live write's answer and error documents.
 */

const API = 'http://localhost:4000';
const SITE = 'http://localhost:3000';

let app: FastifyInstance;
let database: Database;
let imagesDir: string;
let tokens: { fan: string; editor: string; forms: string; admin: string };

beforeAll(async () => {
  database = await testDatabase();
  await database.migrate();
  imagesDir = await demoImagesDir('trybuna-valid-documents-');
  await seedDemo(database, {
    club,
    origins: { soccer: SITE, academy: SITE, athletics: SITE, business: SITE },
    imagesDir,
    apiUrl: API,
  });
  const kit = await tokenKit();
  app = await buildApi({
    database,
    publicUrl: API,
    userTokens: kit.userTokens,
    allowedOrigins: [SITE],
    images: { originalsDir: imagesDir, cacheDir: `${imagesDir}-cache` },
  });
  await app.ready();
  const [fan] = DEMO_FANS;
  tokens = {
    fan: await kit.sign({ sub: fan.sub, nickname: fan.nickname, roles: [] }),
    editor: await kit.sign({ sub: 'editor-valid-docs', nickname: 'Redakcja', roles: ['editor'] }),
    forms: await kit.sign({ sub: 'forms-valid-docs', nickname: 'Formularze', roles: ['forms'] }),
    admin: await kit.sign({ sub: 'admin-valid-docs', nickname: 'Admin', roles: ['admin'] }),
  };
}, 180_000);

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(imagesDir, { recursive: true, force: true });
  await rm(`${imagesDir}-cache`, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  app.inject({
    url: `/api/v3/${url}`,
    headers: token ? { 'user-authorization': `Bearer ${token}` } : {},
  });

/** The document of an answer, which must be valid JSON:API with the expected status. */
function documentOf(response: LightMyRequestResponse, status: number, url: string) {
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(status);
  const document = response.json<Record<string, unknown>>();
  expect(jsonApiProblems(document), url).toEqual([]);
  return document;
}

async function validRead(url: string, token?: string) {
  return documentOf(await get(url, token), 200, url);
}

const firstId = (document: Record<string, unknown>): string | undefined =>
  (document.data as { id: string }[])[0]?.id;

describe('documents of every resource type are valid JSON:API 1.1', () => {
  const definitions = () =>
    new Map(allResources({ db: database.db, apiUrl: API }).map((d) => [d.type, d]));

  it.each([...PUBLIC_ENDPOINTS])('%s: a list and a detail with all its includes', async (type) => {
    const definition = definitions().get(type);
    const includes = Object.keys(definition?.relationships ?? {});
    const include = includes.length > 0 ? `include=${includes.join(',')}` : '';
    const list = await validRead(`${type}?page[size]=5${include ? `&${include}` : ''}`);
    const id = firstId(list);
    // Every type has demo rows: a list without any would validate nothing.
    expect(id, `${type} has demo rows`).toBeDefined();
    await validRead(`${type}/${String(id)}${include ? `?${include}` : ''}`);
  });

  it('the reads with routes of their own', async () => {
    const page = await validRead('current_page?kind=main_page&slug=home&include=components');
    const pageId = (page.data as { id: string }).id;
    const componentId = (page.included as { id: string }[] | undefined)?.[0]?.id;
    expect(componentId).toBeDefined();
    await validRead(`current_page/${pageId}/components/${String(componentId)}`);
    const groups = await validRead('groups?page[size]=1');
    await validRead(`groups/${String(firstId(groups))}/standings?include=squad,club`);
  });

  it('the reads of a signed-in fan and of duty accounts', async () => {
    await validRead('current_user', tokens.fan);
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/v3/contact_form',
      headers: { 'content-type': 'application/json' },
      payload: body(),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const submissions = await validRead('contact_form_submissions', tokens.forms);
    expect(submissions.data).not.toEqual([]);
    await validRead('personal_data_reads', tokens.admin);
  });

  it('a live write answers a valid document (an incident, its spec type as incident_type)', async () => {
    const matches = await validRead('matches?filter[status_eq]=live&page[size]=1');
    const matchId = firstId(matches);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/incidents',
      headers: {
        'content-type': 'application/vnd.api+json',
        'user-authorization': `Bearer ${tokens.editor}`,
      },
      payload: {
        data: {
          type: 'incidents',
          attributes: {
            incident_type: 'goal',
            section_type: 'goal',
            minute: 12,
            side: 'home',
            player_name: 'Jan Nowak',
          },
          relationships: { match: { data: { type: 'matches', id: matchId } } },
        },
      },
    });
    const created = documentOf(response, 201, 'POST incidents');
    expect((created.data as { attributes: Record<string, unknown> }).attributes).toMatchObject({
      incident_type: 'goal',
    });
  });

  it("a fan's writes answer valid documents: a like, a comment, a quiz's next question", async () => {
    const articles = await validRead('articles?filter[signed_in_only_eq]=false&page[size]=1');
    const articleId = String(firstId(articles));
    const post = (url: string, payload: unknown, token?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/${url}`,
        headers: {
          'content-type': 'application/vnd.api+json',
          ...(token ? { 'user-authorization': `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify(payload),
      });
    const liked = await post('likes', {
      data: {
        type: 'like',
        attributes: { virtual_user_id: crypto.randomUUID() },
        relationships: { resource: { data: { type: 'article', id: articleId } } },
      },
    });
    documentOf(liked, 201, 'POST likes');
    const commented = await post(
      'comments?include=user',
      {
        data: {
          type: 'comment',
          attributes: { body: 'Świetny mecz!' },
          relationships: { resource: { data: { type: 'article', id: articleId } } },
        },
      },
      tokens.fan,
    );
    documentOf(commented, 201, 'POST comments');
    const quizzes = await validRead('quizzes?page[size]=1');
    await validRead(`quiz_questions/next_question?quiz_id=${String(firstId(quizzes))}`, tokens.fan);
  });

  it('error documents: a 400, a 404 and a 422', async () => {
    documentOf(await get('articles?filter[nothing_eq]=1'), 400, 'a bad filter');
    documentOf(await get('articles/999999999'), 404, 'a missing article');
    documentOf(await get('no_such_type'), 404, 'an unknown type');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/incidents',
      headers: {
        'content-type': 'application/vnd.api+json',
        'user-authorization': `Bearer ${tokens.editor}`,
      },
      payload: { data: { type: 'incidents', attributes: { incident_type: 'foul' } } },
    });
    documentOf(response, 422, 'an incident refused');
  });
});
