import { describe, expect, it } from 'vitest';
import { createApiClient, likeBody, postLike, readLikesCount } from '../src';
import { bodyText, fakeFetch, jsonResponse, recordingLogger } from './support/fake-fetch';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup() {
  const fake = fakeFetch((call) =>
    call.method === 'POST'
      ? jsonResponse(201, {
          data: { type: 'like', id: '41', attributes: {} },
          meta: { likes_count: 12 },
        })
      : jsonResponse(200, { data: { type: 'x', id: '7', attributes: { likes_count: 11 } } }),
  );
  const client = createApiClient({
    baseUrl: 'https://api.example/api/v3',
    fetch: fake.fetch,
    logger: recordingLogger().logger,
  });
  return { client, calls: fake.calls };
}

describe('000 §7.3 reading a likes count', () => {
  it.each([
    ['article', 'articles/7?fields[articles]=likes_count'],
    ['match', 'matches/7?fields[matches]=likes_count'],
    ['squad_player', 'squad_players/7?fields[squad_players]=likes_count'],
    ['squad_staff_member', 'squad_staff_members/7?fields[squad_staff_members]=likes_count'],
    ['component', 'current_page/3/components/7?fields[components]=likes_count'],
  ])('%s → GET %s', async (likeType, path) => {
    const { client, calls } = setup();
    expect(await readLikesCount(client, likeType, '7', { pageId: '3' })).toBe(11);
    expect(calls.map((c) => c.url)).toEqual([`https://api.example/api/v3/${path}`]);
  });

  it.each(['club', 'incident', 'something_else'])(
    '%s → null without a request',
    async (likeType) => {
      const { client, calls } = setup();
      expect(await readLikesCount(client, likeType, '7')).toBeNull();
      expect(calls).toEqual([]);
    },
  );

  it('a component without its page id is a programming error, no request', async () => {
    const { client, calls } = setup();
    await expect(readLikesCount(client, 'component', '7')).rejects.toThrow(TypeError);
    expect(calls).toEqual([]);
  });
});

describe('000 §7.3 posting a like', () => {
  it('POST likes with the JSON:API like body; the count comes from meta', async () => {
    const { client, calls } = setup();
    const vid = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect(await postLike(client, { id: 5, type: 'article' }, vid)).toEqual({
      id: '41',
      virtualUserId: vid,
      likesCount: 12,
    });
    expect(calls[0]?.url).toBe('https://api.example/api/v3/likes');
    expect(calls[0]?.method).toBe('POST');
    expect(JSON.parse(bodyText(calls[0]))).toEqual({
      data: {
        type: 'like',
        attributes: { virtual_user_id: vid },
        relationships: { resource: { data: { id: '5', type: 'article' } } },
      },
    });
  });

  it('each like gets a fresh UUID v4 virtual user id (000 §9)', async () => {
    const { client, calls } = setup();
    const first = await postLike(client, { id: '1', type: 'match' });
    const second = await postLike(client, { id: '1', type: 'match' });
    expect(first.virtualUserId).toMatch(UUID_V4);
    expect(second.virtualUserId).toMatch(UUID_V4);
    expect(first.virtualUserId).not.toBe(second.virtualUserId);
    expect(calls).toHaveLength(2);
  });

  it('a like answer without meta.likes_count gives likesCount null', async () => {
    const fake = fakeFetch(() => jsonResponse(201, { data: { type: 'like', id: '9' } }));
    const client = createApiClient({
      baseUrl: 'https://api.example/api/v3',
      fetch: fake.fetch,
      logger: recordingLogger().logger,
    });
    expect(await postLike(client, { id: '1', type: 'article' }, 'v')).toEqual({
      id: '9',
      virtualUserId: 'v',
      likesCount: null,
    });
  });

  it('likeBody builds the request body', () => {
    expect(likeBody({ id: '2', type: 'component' }, 'v')).toEqual({
      data: {
        type: 'like',
        attributes: { virtual_user_id: 'v' },
        relationships: { resource: { data: { id: '2', type: 'component' } } },
      },
    });
  });
});
