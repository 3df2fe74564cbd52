import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  createIncident,
  createTimelineItem,
  deleteIncident,
  deleteTimelineItem,
  replaceMatchStatistics,
  replaceOdds,
  getMatchLineups,
  getMatchStatistics,
  postSurveyVote,
  updateMatch,
  updateTimelineItem,
  writeErrorDetails,
} from '../src';
import { bodyText, fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

const BASE = 'https://api.example/api/v3';

function setup(status = 200, body: unknown = { data: { type: 'x', id: '7', attributes: {} } }) {
  const fake = fakeFetch(() =>
    status === 204 ? new Response(null, { status }) : jsonResponse(status, body),
  );
  const client = createApiClient({
    baseUrl: BASE,
    fetch: fake.fetch,
    logger: recordingLogger().logger,
  });
  const sent = (index = 0) => {
    const call = fake.calls[index];
    return {
      method: call?.method,
      path: new URL(call?.url ?? '').pathname,
      user: call?.headers['User-Authorization'],
      body: call?.method === 'DELETE' ? undefined : (JSON.parse(bodyText(call)) as unknown),
    };
  };
  return { client, sent };
}

const asEditor = { userToken: 'editor-token' };

describe('live coverage writes (docs/api.md)', () => {
  it('createTimelineItem posts a JSON:API item for the web and answers its id', async () => {
    const { client, sent } = setup(201);
    const id = await createTimelineItem(
      client,
      '12',
      { type: 'text', minute: 3, payload: { html: '<p>Hi</p>' } },
      asEditor,
    );
    expect(id).toBe('7');
    expect(sent()).toEqual({
      method: 'POST',
      path: '/api/v3/match_centre_components',
      user: 'editor-token',
      body: {
        data: {
          type: 'match_centre_components',
          attributes: {
            match_centre_component_type: 'text',
            minute: 3,
            visibility: 'web',
            payload: { html: '<p>Hi</p>' },
          },
          relationships: { match: { data: { type: 'matches', id: '12' } } },
        },
      },
    });
  });

  it('updateTimelineItem and updateMatch PATCH with the id in the body', async () => {
    const { client, sent } = setup();
    await updateTimelineItem(client, '5', { minute: 9 }, asEditor);
    await updateMatch(client, '12', { home_squad_score: 1 }, asEditor);
    expect(sent(0)).toMatchObject({
      method: 'PATCH',
      path: '/api/v3/match_centre_components/5',
      body: { data: { type: 'match_centre_components', id: '5', attributes: { minute: 9 } } },
    });
    expect(sent(1)).toMatchObject({
      method: 'PATCH',
      path: '/api/v3/matches/12',
      body: { data: { type: 'matches', id: '12', attributes: { home_squad_score: 1 } } },
    });
  });

  it('deletes items and incidents with DELETE and accepts 204', async () => {
    const { client, sent } = setup(204);
    await deleteTimelineItem(client, '5', asEditor);
    await deleteIncident(client, '8', asEditor);
    expect([sent(0).method, sent(0).path, sent(1).path]).toEqual([
      'DELETE',
      '/api/v3/match_centre_components/5',
      '/api/v3/incidents/8',
    ]);
  });

  it('createIncident and replaceOdds send their bodies', async () => {
    const { client, sent } = setup(201);
    await createIncident(
      client,
      '12',
      { type: 'red_card', section_type: 'other_incident', minute: 70, side: 'away' },
      asEditor,
    );
    await replaceOdds(
      client,
      '12',
      {
        home: { value: 1.5, status: 'decreased' },
        draw: { value: 3.4, status: 'increased' },
        away: { value: 6, status: 'increased' },
      },
      asEditor,
    );
    // The spec's incident type goes as incident_type (JSON:API reserves `type`).
    expect(sent(0).body).toEqual({
      data: {
        type: 'incidents',
        attributes: {
          incident_type: 'red_card',
          section_type: 'other_incident',
          minute: 70,
          side: 'away',
        },
        relationships: { match: { data: { type: 'matches', id: '12' } } },
      },
    });
    expect(sent(1)).toMatchObject({ method: 'PUT', path: '/api/v3/matches/12/odds' });
    expect(
      (sent(1).body as { data: { attributes: unknown }[] }).data.map((d) => d.attributes),
    ).toEqual([
      { outcome: 'home', value: 1.5, status: 'decreased' },
      { outcome: 'draw', value: 3.4, status: 'increased' },
      { outcome: 'away', value: 6, status: 'increased' },
    ]);
  });

  it('replaceMatchStatistics PUTs both sides; getMatchStatistics filters by match', async () => {
    const { client, sent } = setup(200, {
      data: [
        {
          type: 'match_statistics',
          id: '1',
          attributes: { side: 'home', values: { shots: 3 }, full: false },
        },
      ],
    });
    await replaceMatchStatistics(
      client,
      '12',
      { home: { shots: 3 }, away: { shots: 1 } },
      asEditor,
    );
    expect(sent(0)).toMatchObject({
      method: 'PUT',
      path: '/api/v3/matches/12/statistics',
      body: {
        data: [
          { type: 'match_statistics', attributes: { side: 'home', values: { shots: 3 } } },
          { type: 'match_statistics', attributes: { side: 'away', values: { shots: 1 } } },
        ],
      },
    });
    const read = await getMatchStatistics(client, '12');
    expect(read.data[0]).toMatchObject({ side: 'home', values: { shots: 3 }, full: false });
  });

  it('writeErrorDetails reads a 422 JSON:API error list, field by field', async () => {
    const { client } = setup(422, {
      errors: [
        {
          status: '422',
          detail: 'minute is 0–200',
          source: { pointer: '/data/attributes/minute' },
        },
        { status: '422', title: 'Invalid body' },
      ],
    });
    const error = await updateMatch(client, '12', { status: 'live' }, asEditor).catch(
      (e: unknown) => e,
    );
    expect(writeErrorDetails(error)).toEqual(['minute: minute is 0–200', 'Invalid body']);
    expect(writeErrorDetails(new Error('x'))).toEqual([]);
  });
});

describe('survey votes (001 §7)', () => {
  it('postSurveyVote POSTs surveys/user_answers?include=answer with the JSON:API body', async () => {
    const fake = fakeFetch(() => jsonResponse(201, { data: { type: 'user_answers', id: '9' } }));
    const client = createApiClient({
      baseUrl: BASE,
      fetch: fake.fetch,
      logger: recordingLogger().logger,
    });
    await postSurveyVote(client, 42, { userToken: 'fan-token' });
    const call = fake.calls[0];
    const url = new URL(call?.url ?? '');
    expect([call?.method, url.pathname, url.searchParams.get('include')]).toEqual([
      'POST',
      '/api/v3/surveys/user_answers',
      'answer',
    ]);
    expect(call?.headers['User-Authorization']).toBe('fan-token');
    expect(JSON.parse(bodyText(call))).toEqual({
      data: {
        type: 'user_answer',
        relationships: { answer: { data: { id: '42', type: 'survey_answer' } } },
      },
    });
  });
});

describe('getMatchLineups', () => {
  it('reads every page (an editor may write more than one page of players)', async () => {
    const player = (id: string) => ({
      type: 'match_lineup_players',
      id,
      attributes: { side: 'home', player_name: `P${id}`, starter: false },
    });
    const fake = fakeFetch((call) => {
      const page = new URL(call.url).searchParams.get('page[number]');
      return jsonResponse(200, {
        data: page === '1' ? [player('1'), player('2')] : [player('3')],
        meta: {
          pagination:
            page === '1'
              ? { current: 1, last: 2, next: 2, records: 3 }
              : { current: 2, last: 2, next: null, records: 3 },
        },
      });
    });
    const client = createApiClient({
      baseUrl: BASE,
      fetch: fake.fetch,
      logger: recordingLogger().logger,
    });
    const { data } = await getMatchLineups(client, '12');
    expect(data.map((p) => p.player_name)).toEqual(['P1', 'P2', 'P3']);
    expect(fake.calls).toHaveLength(2);
  });
});
