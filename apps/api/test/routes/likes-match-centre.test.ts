import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchCentreComponents } from '@trybuna/db/schema';
import { testApiWithDatabase } from '../support/app';

/**
 * 001 §1 "like … match-centre components": a timeline item is liked as
 * `match_centre_component` (the spec's `component` is a CMS page component, docs/spec-readings.md)
 * and carries its `likes_count`.
 */
describe('likes on match-centre timeline items', () => {
  let app: FastifyInstance;
  let itemId = '';
  beforeAll(async () => {
    const built = await testApiWithDatabase({ likesPerMinute: 100_000 }, async (database) => {
      const [row] = await database.db
        .insert(matchCentreComponents)
        .values({ matchId: 1, type: 'text', minute: 3, payload: { html: '<p>Gol!</p>' } })
        .returning({ id: matchCentreComponents.id });
      itemId = String(row?.id);
    });
    app = built.app;
  });
  afterAll(() => app.close());

  const like = (type: string, id: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/likes',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({
        data: {
          type: 'like',
          attributes: { virtual_user_id: randomUUID() },
          relationships: { resource: { data: { id, type } } },
        },
      }),
    });
  const count = async () =>
    (
      await app.inject({
        url: `/api/v3/match_centre_components?filter[match_id_eq]=1&fields[match_centre_components]=likes_count`,
      })
    )
      .json<{ data: { id: string; attributes: { likes_count: number } }[] }>()
      .data.find((item) => item.id === itemId)?.attributes.likes_count;

  it('an item starts at 0; each like → 201 and likes_count + 1', async () => {
    expect(await count()).toBe(0);
    const first = await like('match_centre_component', itemId);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ meta: { likes_count: 1 } });
    await like('match_centre_component', itemId);
    expect(await count()).toBe(2);
  });

  it('an item that does not exist → 404; a page component of the same id is another thing', async () => {
    expect((await like('match_centre_component', '999999')).statusCode).toBe(404);
    expect(await count()).toBe(2);
  });
});
