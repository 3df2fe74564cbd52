import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  componentBody,
  expectInvalid,
  liveWriteHarness,
  type LiveWriteHarness,
} from './live-writes-support';

/** POST match_centre_components with input the API refuses: 422 with the pointer, nothing stored or sent. */
describe('POST match_centre_components: refused input', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  it.each([
    [
      'an unknown attribute',
      { match_centre_component_type: 'text', payload: { html: '<p>x</p>' }, author: 'x' },
      '/data/attributes',
    ],
    [
      'an unknown item type',
      { match_centre_component_type: 'poll', payload: {} },
      '/data/attributes/match_centre_component_type',
    ],
    [
      'a minute past 200',
      { match_centre_component_type: 'text', minute: 201, payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'a negative minute',
      { match_centre_component_type: 'text', minute: -1, payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'a fractional minute',
      { match_centre_component_type: 'text', minute: 1.5, payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'a minute as text',
      { match_centre_component_type: 'text', minute: '12', payload: { html: '<p>x</p>' } },
      '/data/attributes/minute',
    ],
    [
      'an unknown visibility',
      { match_centre_component_type: 'text', visibility: 'tv', payload: { html: '<p>x</p>' } },
      '/data/attributes/visibility',
    ],
    ['no payload', { match_centre_component_type: 'text' }, '/data/attributes/payload'],
    [
      'an unknown payload field',
      { match_centre_component_type: 'text', payload: { html: '<p>x</p>', script: 'x' } },
      '/data/attributes/payload',
    ],
    [
      'html over 20,000 characters',
      { match_centre_component_type: 'text', payload: { html: `<p>${'a'.repeat(20_000)}</p>` } },
      '/data/attributes/payload/html',
    ],
    [
      'html with nothing left once sanitised',
      { match_centre_component_type: 'text', payload: { html: '<script>alert(1)</script>' } },
      '/data/attributes/payload/html',
    ],
    [
      'a javascript: video',
      { match_centre_component_type: 'video', payload: { external_url: 'javascript:alert(1)' } },
      '/data/attributes/payload/external_url',
    ],
    [
      'a data: image',
      {
        match_centre_component_type: 'image',
        payload: { image_url: 'data:image/png;base64,AAAA' },
      },
      '/data/attributes/payload/image_url',
    ],
    [
      'a plain http embed elsewhere',
      { match_centre_component_type: 'twitter', payload: { external_url: 'http://x.example/1' } },
      '/data/attributes/payload/external_url',
    ],
    [
      'not a URL',
      { match_centre_component_type: 'facebook', payload: { external_url: 'facebook' } },
      '/data/attributes/payload/external_url',
    ],
    [
      'an unknown match event',
      { match_centre_component_type: 'event', payload: { event_type: 'corner' } },
      '/data/attributes/payload/event_type',
    ],
    [
      'a goal without its scorer',
      { match_centre_component_type: 'goal', payload: { side: 'home' } },
      '/data/attributes/payload/player',
    ],
    [
      'a goal of neither side',
      { match_centre_component_type: 'goal', payload: { player: 'Nowak', side: 'both' } },
      '/data/attributes/payload/side',
    ],
    [
      'an empty player name',
      { match_centre_component_type: 'own_goal', payload: { player: '  ', side: 'away' } },
      '/data/attributes/payload/player',
    ],
    [
      'a name with a control character',
      { match_centre_component_type: 'own_goal', payload: { player: 'Nowak\u0000', side: 'away' } },
      '/data/attributes/payload/player',
    ],
    [
      'html with a NUL',
      { match_centre_component_type: 'text', payload: { html: '<p>a\u0000b</p>' } },
      '/data/attributes/payload/html',
    ],
    [
      'a caption with an unpaired surrogate',
      {
        match_centre_component_type: 'image',
        payload: { image_url: 'https://cdn.example/a.jpg', description: 'a\ud800' },
      },
      '/data/attributes/payload/description',
    ],
    [
      'a name over 100 characters',
      {
        match_centre_component_type: 'own_goal',
        payload: { player: 'N'.repeat(101), side: 'away' },
      },
      '/data/attributes/payload/player',
    ],
    [
      'a substitution without player_out',
      {
        match_centre_component_type: 'substitution',
        payload: { player_in: 'Nowak', side: 'home' },
      },
      '/data/attributes/payload/player_out',
    ],
    [
      'a survey id as a number',
      { match_centre_component_type: 'survey', payload: { survey_id: 1 } },
      '/data/attributes/payload/survey_id',
    ],
    [
      'a survey that does not exist',
      { match_centre_component_type: 'survey', payload: { survey_id: '999' } },
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
          ...(componentBody({ match_centre_component_type: 'text', payload: { html: '<p>x</p>' } })
            .data as object),
          type: 'components',
        },
      },
      '/data/type',
    ],
    [
      'a client id',
      {
        data: {
          ...(componentBody({ match_centre_component_type: 'text', payload: { html: '<p>x</p>' } })
            .data as object),
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
          attributes: { match_centre_component_type: 'text', payload: { html: '<p>x</p>' } },
        },
      },
      '/data/relationships',
    ],
    [
      'a numeric match id',
      componentBody(
        { match_centre_component_type: 'text', payload: { html: '<p>x</p>' } },
        2 as unknown as string,
      ),
      '/data/relationships/match/data/id',
    ],
    [
      'a match id that is not an id',
      componentBody({ match_centre_component_type: 'text', payload: { html: '<p>x</p>' } }, '02'),
      '/data/relationships/match/data/id',
    ],
    ['not JSON:API', { match_centre_component_type: 'text' }, '/data'],
  ])('%s → 422', async (_name, body, pointer) => {
    expectInvalid(await h.send('POST', 'match_centre_components', body), pointer);
  });
});
