import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CENTRE_COMPONENT_TYPES } from '@trybuna/domain';
import { expectHarmless, SMUGGLED } from '../support/hostile-html';
import {
  anyNumber,
  componentBody,
  expectError,
  expectInvalid,
  liveWriteHarness,
  SITE,
  type ComponentDocument,
  type LiveWriteHarness,
} from './live-writes-support';

/** A valid payload of each of the 14 item types (001 §3), and what a read gives back. */
const VALID: [type: string, payload: Record<string, unknown>, read?: Record<string, unknown>][] = [
  ['text', { html: '<p>Gol <strong>Nowaka</strong>!</p>' }],
  ['component', { title: 'Składy', html: '<p>Nowak, Kowalski</p>' }],
  ['event', { event_type: 'yellow_card', player: 'Jan Nowak', label: 'Żółta kartka' }],
  ['goal', { player: 'Jan Nowak', assist: 'Adam Kowalski', side: 'home' }],
  ['own_goal', { player: 'Piotr Grabowski', side: 'away' }],
  ['penalty', { player: 'Jan Nowak', side: 'home', scored: false }],
  ['substitution', { player_in: 'Adam Kowalski', player_out: 'Jan Nowak', side: 'home' }],
  ['image', { image_url: 'https://cdn.example/zdjecie.jpg', description: 'Radość' }],
  ['video', { external_url: `${SITE}/media/wideo/gol`, description: 'Gol' }],
  ['twitter', { external_url: 'https://x.example/klub/status/1' }],
  ['instagram', { external_url: 'https://instagram.example/p/1' }],
  ['facebook', { external_url: 'https://facebook.example/klub/posts/1' }],
  [
    'survey',
    { survey_id: '1', title: 'Kto najlepszy?' },
    { survey_id: 1, title: 'Kto najlepszy?' },
  ],
  ['advertisement', { url: 'https://bilety.example/', image_url: 'https://cdn.example/ad.png' }],
];

describe('POST match_centre_components', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  it('covers every item type of 001 §3', () => {
    expect(VALID.map(([type]) => type).sort()).toEqual([...MATCH_CENTRE_COMPONENT_TYPES].sort());
  });

  it.each(VALID)(
    'a %s item → 201, stored, broadcast with its author',
    async (type, payload, read) => {
      const before = h.envelopes.length;
      const response = await h.send(
        'POST',
        'match_centre_components',
        componentBody({ type, minute: 12, visibility: 'web', payload }),
      );
      expect(response.statusCode).toBe(201);
      const document = response.json<ComponentDocument>();
      expect(document.data).toMatchObject({
        type: 'match_centre_components',
        attributes: { type, minute: 12, visibility: 'web', payload: read ?? payload },
        relationships: { match: { data: { type: 'matches', id: '2' } } },
      });
      expect(response.headers.location).toBe(`/api/v3/match_centre_components/${document.data.id}`);
      // The read by id is the same document, and so is the message fans receive.
      const fetched = await h.read(`match_centre_components/${document.data.id}`);
      expect(fetched.json()).toEqual(document);
      expect(h.envelopes.slice(before)).toEqual([
        {
          matchId: '2',
          message: { seq: anyNumber, type: 'timeline_item_added', data: document },
        },
      ]);
      expect(await h.rowAtPublish[before]).toBe(true);
      const stored = await h.stored(2);
      expect(stored.at(-1)).toMatchObject({ type: 'timeline_item_added', author: 'editor-0001' });
    },
  );

  it('minute and visibility may be left out (null)', async () => {
    const response = await h.send(
      'POST',
      'match_centre_components',
      componentBody({ type: 'text', payload: { html: '<p>Przerwa</p>' } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<ComponentDocument>().data.attributes).toMatchObject({
      minute: null,
      visibility: null,
    });
  });

  it('HTML is sanitised before it is stored: no script, handler or javascript: link', async () => {
    const response = await h.send(
      'POST',
      'match_centre_components',
      componentBody({ type: 'text', payload: { html: `<p>Relacja</p>${SMUGGLED}` } }),
    );
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json<ComponentDocument>().data;
    const html = String(attributes.payload.html);
    expect(html).toContain('<p>Relacja</p>');
    expectHarmless(html);
    const [row] = await h.database.query<{ html: string }>(
      sql`select payload->>'html' as html from match_centre_components where id = ${Number(id)}`,
    );
    expectHarmless(row?.html ?? '<script');
    const message = h.envelopes.at(-1)?.message.data as ComponentDocument;
    expectHarmless(String(message.data.attributes.payload.html));
  });

  it('an outside link gets rel="noopener noreferrer nofollow"', async () => {
    const response = await h.send(
      'POST',
      'match_centre_components',
      componentBody({
        type: 'text',
        payload: { html: '<p><a href="https://evil.example/" rel="opener">x</a></p>' },
      }),
    );
    expect(String(response.json<ComponentDocument>().data.attributes.payload.html)).toContain(
      'rel="noopener noreferrer nofollow"',
    );
  });

  it('a new item shows in a cached list of the match, also one that was empty', async () => {
    const list = 'match_centre_components?filter[match_id_eq]=3';
    expect((await h.read(list)).json()).toMatchObject({ data: [] });
    expect((await h.read(list)).headers['x-cache']).toBe('hit');
    const match = 'matches/3?include=match_centre_components';
    expect((await h.read(match)).json()).not.toHaveProperty('included');
    const created = await h.send(
      'POST',
      'match_centre_components',
      componentBody({ type: 'text', payload: { html: '<p>Witamy</p>' } }, '3'),
    );
    const { id } = created.json<ComponentDocument>().data;
    const after = await h.read(list);
    expect(after.json<{ data: { id: string }[] }>().data.map((item) => item.id)).toEqual([id]);
    const matchAfter = await h.read(match);
    expect(matchAfter.json<{ included: { id: string }[] }>().included.map((r) => r.id)).toEqual([
      id,
    ]);
  });

  it.each([
    [
      'an unknown attribute',
      { type: 'text', payload: { html: '<p>x</p>' }, author: 'x' },
      '/data/attributes',
    ],
    ['an unknown item type', { type: 'poll', payload: {} }, '/data/attributes/type'],
    [
      'a minute past 200',
      { type: 'text', minute: 201, payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'a negative minute',
      { type: 'text', minute: -1, payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'a fractional minute',
      { type: 'text', minute: 1.5, payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'a minute as text',
      { type: 'text', minute: '12', payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'an unknown visibility',
      { type: 'text', visibility: 'tv', payload: { html: '<p>x</p>' } },
      '/data/attributes/visibility',
    ],
    ['no payload', { type: 'text' }, '/data/attributes/payload'],
    [
      'an unknown payload field',
      { type: 'text', payload: { html: '<p>x</p>', script: 'x' } },
      '/data/attributes/payload',
    ],
    [
      'html over 20,000 characters',
      { type: 'text', payload: { html: `<p>${'a'.repeat(20_000)}</p>` } },
      '/data/attributes/payload/html',
    ],
    [
      'html with nothing left once sanitised',
      { type: 'text', payload: { html: '<script>alert(1)</script>' } },
      '/data/attributes/payload/html',
    ],
    [
      'a javascript: video',
      { type: 'video', payload: { external_url: 'javascript:alert(1)' } },
      '/data/attributes/payload/external_url',
    ],
    [
      'a data: image',
      { type: 'image', payload: { image_url: 'data:image/png;base64,AAAA' } },
      '/data/attributes/payload/image_url',
    ],
    [
      'a plain http embed elsewhere',
      { type: 'twitter', payload: { external_url: 'http://x.example/1' } },
      '/data/attributes/payload/external_url',
    ],
    [
      'not a URL',
      { type: 'facebook', payload: { external_url: 'facebook' } },
      '/data/attributes/payload/external_url',
    ],
    [
      'an unknown match event',
      { type: 'event', payload: { event_type: 'corner' } },
      '/data/attributes/payload/event_type',
    ],
    [
      'a goal without its scorer',
      { type: 'goal', payload: { side: 'home' } },
      '/data/attributes/payload/player',
    ],
    [
      'a goal of neither side',
      { type: 'goal', payload: { player: 'Nowak', side: 'both' } },
      '/data/attributes/payload/side',
    ],
    [
      'an empty player name',
      { type: 'own_goal', payload: { player: '  ', side: 'away' } },
      '/data/attributes/payload/player',
    ],
    [
      'a name with a control character',
      { type: 'own_goal', payload: { player: 'Nowak\u0000', side: 'away' } },
      '/data/attributes/payload/player',
    ],
    [
      'html with a NUL',
      { type: 'text', payload: { html: '<p>a\u0000b</p>' } },
      '/data/attributes/payload/html',
    ],
    [
      'a caption with an unpaired surrogate',
      {
        type: 'image',
        payload: { image_url: 'https://cdn.example/a.jpg', description: 'a\ud800' },
      },
      '/data/attributes/payload/description',
    ],
    [
      'a name over 100 characters',
      { type: 'own_goal', payload: { player: 'N'.repeat(101), side: 'away' } },
      '/data/attributes/payload/player',
    ],
    [
      'a substitution without player_out',
      { type: 'substitution', payload: { player_in: 'Nowak', side: 'home' } },
      '/data/attributes/payload/player_out',
    ],
    [
      'a survey id as a number',
      { type: 'survey', payload: { survey_id: 1 } },
      '/data/attributes/payload/survey_id',
    ],
    [
      'a survey that does not exist',
      { type: 'survey', payload: { survey_id: '999' } },
      '/data/attributes/payload/survey_id',
    ],
  ])('%s → 422, nothing written or sent', async (_name, attributes, pointer) => {
    const before = h.envelopes.length;
    const [rows] = await h.database.query<{ count: number }>(
      sql`select count(*)::int as count from match_centre_components`,
    );
    expectInvalid(
      await h.send('POST', 'match_centre_components', componentBody(attributes)),
      pointer,
    );
    expect(h.envelopes.length).toBe(before);
    const [after] = await h.database.query<{ count: number }>(
      sql`select count(*)::int as count from match_centre_components`,
    );
    expect(after?.count).toBe(rows?.count);
  });

  it.each([
    [
      'a wrong resource type',
      {
        data: {
          ...(componentBody({ type: 'text', payload: { html: '<p>x</p>' } }).data as object),
          type: 'components',
        },
      },
      '/data/type',
    ],
    [
      'a client id',
      {
        data: {
          ...(componentBody({ type: 'text', payload: { html: '<p>x</p>' } }).data as object),
          id: '9',
        },
      },
      '/data',
    ],
    [
      'no match',
      {
        data: {
          type: 'match_centre_components',
          attributes: { type: 'text', payload: { html: '<p>x</p>' } },
        },
      },
      '/data/relationships',
    ],
    [
      'a numeric match id',
      componentBody({ type: 'text', payload: { html: '<p>x</p>' } }, 2 as unknown as string),
      '/data/relationships/match/data/id',
    ],
    [
      'a match id that is not an id',
      componentBody({ type: 'text', payload: { html: '<p>x</p>' } }, '02'),
      '/data/relationships/match/data/id',
    ],
    ['not JSON:API', { type: 'text' }, '/data'],
  ])('%s → 422', async (_name, body, pointer) => {
    expectInvalid(await h.send('POST', 'match_centre_components', body), pointer);
  });

  it('an unknown match → 404, nothing sent', async () => {
    const before = h.envelopes.length;
    const response = await h.send(
      'POST',
      'match_centre_components',
      componentBody({ type: 'text', payload: { html: '<p>x</p>' } }, '999'),
    );
    expectError(response, 404);
    expect(h.envelopes.length).toBe(before);
  });
});
