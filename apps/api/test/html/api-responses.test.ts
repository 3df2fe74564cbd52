import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@trybuna/db';
import {
  articles,
  componentItems,
  components,
  contacts,
  faqQuestions,
  matchCentreComponents,
  pages,
} from '@trybuna/db/schema';
import { OUTSIDE_LINK_REL } from '../../src/html/policies';
import { testApiWithDatabase } from '../support/app';
import type { Doc, ListDoc, Resource } from '../support/documents';
import { expectHarmless, SMUGGLED } from '../support/hostile-html';
import { tokenKit } from '../support/user-tokens';

const SITE = 'http://localhost:3000';
const RICH =
  `<p>Tekst <strong>ważny</strong> <a href="https://rywal.example/x">rywal</a> ` +
  `<a href="${SITE}/bilety">bilety</a></p>${SMUGGLED}`;
const EMBED = `<iframe src="https://wideo.example/e" title="Wideo" height="300"></iframe>${SMUGGLED}`;
const AD = '<div id="reklama"></div><script src="https://reklama.example/ad.js"></script>';

/** Editors' HTML with something hostile in every HTML-bearing attribute. */
async function hostileFixtures(database: Database): Promise<void> {
  const { db } = database;
  const base = { shareUrl: 'x', publicationTime: new Date(Date.UTC(2026, 10, 20, 12)) };
  await db.insert(articles).values([
    { id: 50, slug: 'wrogi-html', title: 'Wrogi HTML', body: RICH, ...base },
    {
      id: 51,
      slug: 'wrogi-dla-czlonkow',
      title: 'Dla członków',
      body: RICH,
      signedInOnly: true,
      ...base,
    },
  ]);
  await db.insert(faqQuestions).values({ id: 50, question: 'Jak?', answer: RICH });
  await db.insert(contacts).values({ id: 50, title: 'Biuro', body: RICH });
  await db.insert(pages).values({ id: 50, slug: 'wrogi-html', title: 'Wrogi HTML' });
  const module = (id: number, kind: string, payload: Record<string, unknown>) => ({
    id,
    pageId: 50,
    index: id,
    kind,
    payload,
  });
  await db.insert(components).values([
    module(500, 'text', { html: RICH, script: AD }),
    module(501, 'quotation', { html: RICH }),
    { ...module(502, 'image', { description: 'Opis', match_center_content: RICH }), imageId: 1 },
    module(503, 'video', {
      video: { external_url: 'https://wideo.example/v', description: 'Skrót' },
      match_center_content: RICH,
    }),
    module(504, 'iframe', { html: EMBED }),
    module(505, 'advertisement', { url: null, image_url: null, script: AD }),
    module(506, 'faq', { title: 'FAQ' }),
    module(507, 'contact', { header: 'Kontakt' }),
  ]);
  await db.insert(componentItems).values([
    { componentId: 506, relation: 'faq_questions', itemId: 50, position: 0 },
    { componentId: 507, relation: 'contacts', itemId: 50, position: 0 },
  ]);
  await db
    .insert(matchCentreComponents)
    .values({ id: 50, matchId: 2, type: 'text', payload: { html: RICH } });
}

/** The clean form of `RICH`: formatting kept, rel on the outside link only. */
function expectCleanRich(value: unknown): void {
  expect(typeof value).toBe('string');
  const clean = String(value);
  expectHarmless(clean);
  expect(clean).toContain('<strong>ważny</strong>');
  expect(clean).toContain(`<a href="https://rywal.example/x" rel="${OUTSIDE_LINK_REL}">rywal</a>`);
  expect(clean).toContain(`<a href="${SITE}/bilety">bilety</a>`);
}

describe('HTML from the CMS is sanitised in API responses (issue 14 item 8)', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    const kit = await tokenKit();
    token = await kit.sign({ sub: 'fan-html', nickname: 'Czytelnik' });
    ({ app } = await testApiWithDatabase(
      { userTokens: kit.userTokens, allowedOrigins: [SITE] },
      hostileFixtures,
    ));
  });
  afterAll(() => app.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/api/v3/${url}`, headers });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('article bodies, for anonymous callers and (members-only) for signed-in fans', async () => {
    expectCleanRich((await get('articles/50')).json<Doc>().data.attributes.body);
    const list = (await get('articles?filter[id_eq]=50')).json<ListDoc>();
    expectCleanRich(list.data[0]?.attributes.body);
    const members = await get('articles/51', { 'user-authorization': token });
    expectCleanRich(members.json<Doc>().data.attributes.body);
  });

  describe('a page of modules', () => {
    let byId: Map<string, Resource>;
    beforeAll(async () => {
      const response = await get(
        'current_page?kind=main_page&slug=wrogi-html&include=components.faq_questions,components.contacts',
      );
      byId = new Map(
        (response.json<Doc>().included ?? []).map((r) => [`${r.type}:${r.id}`, r] as const),
      );
    });
    const attributes = (key: string) => byId.get(key)?.attributes ?? {};

    it('text, quotation, image and video comments, FAQ answers, contact bodies', () => {
      expectCleanRich(attributes('components:500').html);
      expectCleanRich(attributes('components:501').html);
      expectCleanRich(attributes('components:502').match_center_content);
      expectCleanRich(attributes('components:503').match_center_content);
      expectCleanRich(attributes('faq_questions:50').answer);
      expectCleanRich(attributes('contacts:50').body);
    });

    it('an iframe module keeps only the https embed', () => {
      expect(attributes('components:504').html).toBe(
        '<iframe title="Wideo" height="300" src="https://wideo.example/e"></iframe>',
      );
    });

    it('an advertisement’s script is returned as written, only on the advertisement', () => {
      expect(attributes('components:505').script).toBe(AD);
      expect(attributes('components:500')).not.toHaveProperty('script');
    });
  });

  it('the catalogues read on their own, and the match centre timeline', async () => {
    expectCleanRich((await get('faq_questions/50')).json<Doc>().data.attributes.answer);
    expectCleanRich((await get('contacts/50')).json<Doc>().data.attributes.body);
    const timeline = (await get('match_centre_components?filter[match_id_eq]=2')).json<ListDoc>();
    const item = timeline.data.find((r) => r.id === '50');
    expectCleanRich((item?.attributes.payload as { html?: unknown } | undefined)?.html);
  });

  it('what the read cache stores and serves again is the clean document', async () => {
    const url = 'current_page/50/components/500';
    const first = await get(url);
    const again = await get(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expectCleanRich(again.json<Doc>().data.attributes.html);
  });
});
