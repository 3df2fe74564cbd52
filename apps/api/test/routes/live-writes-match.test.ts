import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_UPDATED_FIELDS } from '../../src/routes/live-writes/match';
import {
  anyNumber,
  expectError,
  expectInvalid,
  liveWriteHarness,
  matchBody,
  type LiveWriteHarness,
} from './live-writes-support';

interface MatchDocument {
  data: { type: string; id: string; attributes: Record<string, unknown> };
}

describe('PATCH matches/{id}', () => {
  let h: LiveWriteHarness;
  beforeAll(async () => {
    h = await liveWriteHarness();
  });
  afterAll(() => h.app.close());

  const patch = (attributes: Record<string, unknown>, id = '2') =>
    h.send('PATCH', `matches/${id}`, { data: { type: 'matches', attributes } });

  it('kick-off: status, period and clock → 200 with the match, match_updated with the seven fields', async () => {
    const cached = await h.read('matches/2');
    expect(cached.json<MatchDocument>().data.attributes.period).toBeNull();
    const response = await h.send(
      'PATCH',
      'matches/2',
      matchBody({ status: 'live', period: '1. połowa', elapsed_seconds: 0 }),
    );
    expect(response.statusCode).toBe(200);
    const document = response.json<MatchDocument>();
    expect(document.data.attributes).toMatchObject({
      status: 'live',
      period: '1. połowa',
      elapsed_seconds: 0,
      home_squad_score: 0,
      round: null,
    });
    expect((await h.read('matches/2')).json()).toEqual(document);
    expect(h.envelopes.at(-1)).toEqual({
      matchId: '2',
      message: {
        seq: anyNumber,
        type: 'match_updated',
        data: {
          data: {
            type: 'matches',
            id: '2',
            attributes: {
              status: 'live',
              home_squad_score: 0,
              away_squad_score: 0,
              period: '1. połowa',
              elapsed_seconds: 0,
              clock_updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
              postponed_start_time: null,
            },
          },
        },
      },
    });
    expect(MATCH_UPDATED_FIELDS).toHaveLength(7);
    expect((await h.stored(2)).at(-1)).toMatchObject({
      type: 'match_updated',
      author: 'editor-0001',
    });
    expect(await h.rowAtPublish.at(-1)).toBe(true);
  });

  it('a goal: the score changes, the rest stays', async () => {
    const response = await patch({ home_squad_score: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json<MatchDocument>().data.attributes).toMatchObject({
      status: 'live',
      home_squad_score: 1,
      away_squad_score: 0,
      period: '1. połowa',
    });
  });

  it('the second half begun two minutes ago: the server works out the clock', async () => {
    const startedAt = new Date(Date.now() - 120_000).toISOString();
    const response = await patch({ period: '2. połowa', period_started_at: startedAt });
    expect(response.statusCode).toBe(200);
    const elapsed = response.json<MatchDocument>().data.attributes.elapsed_seconds as number;
    // 2700 + 120 s when the request ran, and more if it ran later.
    expect(elapsed).toBeGreaterThanOrEqual(2820);
    expect(elapsed).toBeLessThanOrEqual(10_800);
  });

  it('a period start alone uses the period the match is in', async () => {
    const response = await patch({ period_started_at: new Date().toISOString() });
    expect(response.statusCode).toBe(200);
    expect(response.json<MatchDocument>().data.attributes.elapsed_seconds).toBeGreaterThanOrEqual(
      2700,
    );
  });

  it('a filtered list of matches that the status change moves it into is refreshed', async () => {
    const ended = 'matches?filter[status_eq]=ended';
    const before = (await h.read(ended)).json<{ data: { id: string }[] }>().data.map((m) => m.id);
    expect(before).not.toContain('2');
    expect((await h.read(ended)).headers['x-cache']).toBe('hit');
    expect(
      (await patch({ status: 'ended', period: 'koniec', elapsed_seconds: null })).statusCode,
    ).toBe(200);
    const after = (await h.read(ended)).json<{ data: { id: string }[] }>().data.map((m) => m.id);
    expect(after).toContain('2');
  });

  it('concurrent writes of a match are numbered in the order they committed', async () => {
    const before = h.envelopes.length;
    const scores = Array.from({ length: 10 }, (_, i) => i + 1);
    const responses = await Promise.all(scores.map((score) => patch({ away_squad_score: score })));
    expect(responses.map((r) => r.statusCode)).toEqual(scores.map(() => 200));
    const sent = h.envelopes.slice(before).map((e) => {
      const data = e.message.data as MatchDocument;
      return [e.message.seq, data.data.attributes.away_squad_score] as const;
    });
    // Each message carries its own write's state (no later write read into it), once…
    expect(sent.map(([, score]) => score).sort((a, b) => Number(a) - Number(b))).toEqual(scores);
    // …and the last numbered one is the state the match is left in.
    const last = sent.reduce((a, b) => (b[0] > a[0] ? b : a));
    const final = (await h.read('matches/2')).json<MatchDocument>().data.attributes;
    expect(last[1]).toBe(final.away_squad_score);
  });

  it('postponement: set, then cleared', async () => {
    const set = await patch({ postponed_start_time: '2026-12-01T18:30:00+01:00' }, '3');
    expect(set.statusCode).toBe(200);
    expect(set.json<MatchDocument>().data.attributes.postponed_start_time).toBe(
      '2026-12-01T17:30:00.000Z',
    );
    expect(h.envelopes.at(-1)?.matchId).toBe('3');
    const cleared = await patch({ postponed_start_time: null }, '3');
    expect(cleared.json<MatchDocument>().data.attributes.postponed_start_time).toBeNull();
  });

  it.each([
    ['nothing to change', {}, '/data/attributes'],
    ['an unknown attribute', { home_goals: 1 }, '/data/attributes'],
    ['a read-only attribute', { likes_count: 5 }, '/data/attributes'],
    ['an unknown status', { status: 'halftime' }, '/data/attributes/status'],
    ['a score of 100', { home_squad_score: 100 }, '/data/attributes/home_squad_score'],
    ['a negative score', { away_squad_score: -1 }, '/data/attributes/away_squad_score'],
    ['a fractional score', { away_squad_score: 1.5 }, '/data/attributes/away_squad_score'],
    ['a score as text', { away_squad_score: '1' }, '/data/attributes/away_squad_score'],
    ['a period over 40 characters', { period: 'x'.repeat(41) }, '/data/attributes/period'],
    ['an empty period', { period: '' }, '/data/attributes/period'],
    ['a clock past three hours', { elapsed_seconds: 10_801 }, '/data/attributes/elapsed_seconds'],
    ['a negative clock', { elapsed_seconds: -1 }, '/data/attributes/elapsed_seconds'],
    [
      'a clock and a period start',
      { elapsed_seconds: 10, period_started_at: '2026-05-10T18:00:00Z' },
      '/data/attributes/period_started_at',
    ],
    [
      'a period start in a break',
      { period: 'przerwa', period_started_at: new Date().toISOString() },
      '/data/attributes/period_started_at',
    ],
    [
      'a period start a day ago',
      { period: '1. połowa', period_started_at: new Date(Date.now() - 86_400_000).toISOString() },
      '/data/attributes/period_started_at',
    ],
    [
      'a period start that is no date',
      { period_started_at: 'soon' },
      '/data/attributes/period_started_at',
    ],
    [
      'a postponement that is no date',
      { postponed_start_time: '2026-13-01T18:00:00Z' },
      '/data/attributes/postponed_start_time',
    ],
    [
      'a postponement without a zone',
      { postponed_start_time: '2026-12-01T18:00:00' },
      '/data/attributes/postponed_start_time',
    ],
  ])('%s → 422, nothing sent', async (_name, attributes, pointer) => {
    const before = h.envelopes.length;
    expectInvalid(await patch(attributes), pointer);
    expect(h.envelopes.length).toBe(before);
  });

  it('a wrong resource type → 422; a body id other than the path → 409', async () => {
    expectInvalid(
      await h.send('PATCH', 'matches/2', {
        data: { type: 'match', attributes: { status: 'live' } },
      }),
      '/data/type',
    );
    expectError(
      await h.send('PATCH', 'matches/2', {
        data: { type: 'matches', id: '3', attributes: { status: 'live' } },
      }),
      409,
    );
  });

  it.each(['999', 'x', '2147483648'])('an unknown match %s → 404', async (id) => {
    expectError(await patch({ home_squad_score: 1 }, id), 404);
    expectError(await patch({ period_started_at: new Date().toISOString() }, id), 404);
  });
});
