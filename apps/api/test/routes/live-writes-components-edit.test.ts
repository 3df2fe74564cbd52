import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHarmless, SMUGGLED } from '../support/hostile-html';
import {
  anyNumber,
  componentBody,
  expectError,
  expectInvalid,
  liveWriteHarness,
  type ComponentDocument,
  type LiveWriteHarness,
} from './live-writes-support';

describe('PATCH and DELETE match_centre_components/{id}', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  const patch = (
    id: string,
    attributes: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) =>
    h.send('PATCH', `match_centre_components/${id}`, {
      data: { type: 'match_centre_components', attributes, ...extra },
    });

  it('changes the minute only: 200 with the item, timeline_item_updated, cached reads refreshed', async () => {
    const cached = await h.read('match_centre_components/500');
    expect(cached.json<ComponentDocument>().data.attributes.minute).toBe(3);
    expect((await h.read('match_centre_components?filter[match_id_eq]=2')).statusCode).toBe(200);
    const response = await patch('500', { minute: 4 }, { id: '500' });
    expect(response.statusCode).toBe(200);
    const document = response.json<ComponentDocument>();
    expect(document.data.attributes).toMatchObject({
      match_centre_component_type: 'text',
      minute: 4,
      payload: { html: '<p>Pierwsza akcja</p>' },
    });
    expect((await h.read('match_centre_components/500')).json()).toEqual(document);
    const list = await h.read('match_centre_components?filter[match_id_eq]=2');
    expect(
      list.json<{ data: ComponentDocument['data'][] }>().data.find((c) => c.id === '500')
        ?.attributes.minute,
    ).toBe(4);
    expect(h.envelopes.at(-1)).toEqual({
      matchId: '2',
      message: { seq: anyNumber, type: 'timeline_item_updated', data: document },
    });
    expect((await h.stored(2)).at(-1)).toMatchObject({
      type: 'timeline_item_updated',
      author: 'editor-0001',
    });
  });

  it('a new payload is checked against the item type and sanitised', async () => {
    const response = await patch('500', { payload: { html: `<p>Poprawka</p>${SMUGGLED}` } });
    expect(response.statusCode).toBe(200);
    expectHarmless(String(response.json<ComponentDocument>().data.attributes.payload.html));
    expectInvalid(
      await patch('500', { payload: { player: 'Nowak', side: 'home' } }),
      '/data/attributes/payload',
    );
  });

  it('a new type needs its payload', async () => {
    expectInvalid(
      await patch('500', { match_centre_component_type: 'goal' }),
      '/data/attributes/payload',
    );
    const response = await patch('500', {
      match_centre_component_type: 'goal',
      payload: { player: 'Nowak', side: 'home' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ComponentDocument>().data.attributes).toMatchObject({
      match_centre_component_type: 'goal',
      payload: { player: 'Nowak', side: 'home' },
    });
    await patch('500', {
      match_centre_component_type: 'text',
      payload: { html: '<p>Pierwsza akcja</p>' },
    });
  });

  it('an item cannot be moved to another match (422); naming its own match is fine', async () => {
    const move = (match: string) =>
      patch(
        '500',
        { minute: 5 },
        { relationships: { match: { data: { type: 'matches', id: match } } } },
      );
    expectInvalid(await move('1'), '/data/relationships/match');
    expect(
      (await h.read('match_centre_components/500')).json<ComponentDocument>().data.relationships
        .match.data.id,
    ).toBe('2');
    expect((await move('2')).statusCode).toBe(200);
  });

  it.each([
    ['nothing to change', {}, '/data/attributes'],
    ['an unknown attribute', { created_at: '2020-01-01T00:00:00Z' }, '/data/attributes'],
    ['a minute past 200', { minute: 500 }, '/data/attributes/minute'],
    [
      'an unknown type',
      { match_centre_component_type: 'poll', payload: {} },
      '/data/attributes/match_centre_component_type',
    ],
  ])('%s → 422', async (_name, attributes, pointer) => {
    expectInvalid(await patch('500', attributes), pointer);
  });

  it('a body id other than the path id → 409', async () => {
    expectError(await patch('500', { minute: 6 }, { id: '501' }), 409);
  });

  it.each(['999', 'abc', '2147483648', '007'])('PATCH of an unknown id %s → 404', async (id) => {
    expectError(await patch(id, { minute: 6 }), 404);
  });

  it('DELETE → 204, timeline_item_deleted with the identifier, the read is a 404', async () => {
    const created = await h.send(
      'POST',
      'match_centre_components',
      componentBody({
        match_centre_component_type: 'text',
        payload: { html: '<p>Do usunięcia</p>' },
      }),
    );
    const { id } = created.json<ComponentDocument>().data;
    const list = 'match_centre_components?filter[match_id_eq]=2';
    expect((await h.read(list)).json<{ data: { id: string }[] }>().data.map((c) => c.id)).toContain(
      id,
    );
    expect((await h.read(`match_centre_components/${id}`)).statusCode).toBe(200);
    const response = await h.send('DELETE', `match_centre_components/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(h.envelopes.at(-1)).toEqual({
      matchId: '2',
      message: {
        seq: anyNumber,
        type: 'timeline_item_deleted',
        data: { data: { type: 'match_centre_components', id } },
      },
    });
    expect(await h.rowAtPublish.at(-1)).toBe(false);
    expectError(await h.read(`match_centre_components/${id}`), 404);
    expect(
      (await h.read(list)).json<{ data: { id: string }[] }>().data.map((c) => c.id),
    ).not.toContain(id);
    expectError(await h.send('DELETE', `match_centre_components/${id}`), 404);
  });

  it('messages of a match are numbered 1, 2, 3… without gaps', async () => {
    const seqs = (await h.stored(2)).map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_seq, i) => i + 1));
  });
});
