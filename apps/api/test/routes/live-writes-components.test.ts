import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_CENTRE_COMPONENT_TYPES } from '@trybuna/domain';
import { expectHarmless, SMUGGLED } from '../support/hostile-html';
import {
  anyNumber,
  componentBody,
  expectError,
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
        componentBody({
          match_centre_component_type: type,
          minute: 12,
          visibility: 'web',
          payload,
        }),
      );
      expect(response.statusCode).toBe(201);
      const document = response.json<ComponentDocument>();
      expect(document.data).toMatchObject({
        type: 'match_centre_components',
        attributes: {
          match_centre_component_type: type,
          minute: 12,
          visibility: 'web',
          payload: read ?? payload,
        },
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
      componentBody({ match_centre_component_type: 'text', payload: { html: '<p>Przerwa</p>' } }),
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
      componentBody({
        match_centre_component_type: 'text',
        payload: { html: `<p>Relacja</p>${SMUGGLED}` },
      }),
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
        match_centre_component_type: 'text',
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
      componentBody(
        { match_centre_component_type: 'text', payload: { html: '<p>Witamy</p>' } },
        '3',
      ),
    );
    const { id } = created.json<ComponentDocument>().data;
    const after = await h.read(list);
    expect(after.json<{ data: { id: string }[] }>().data.map((item) => item.id)).toEqual([id]);
    const matchAfter = await h.read(match);
    expect(matchAfter.json<{ included: { id: string }[] }>().included.map((r) => r.id)).toEqual([
      id,
    ]);
  });

  it('an unknown match → 404, nothing sent', async () => {
    const before = h.envelopes.length;
    const response = await h.send(
      'POST',
      'match_centre_components',
      componentBody({ match_centre_component_type: 'text', payload: { html: '<p>x</p>' } }, '999'),
    );
    expectError(response, 404);
    expect(h.envelopes.length).toBe(before);
  });
});
